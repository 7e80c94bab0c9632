import TalecastHTTPServer

/// Routes for whoever runs the host: is it up.
extension API {
  var operationRoutes: [Route] {
    [
      Route("GET", "/healthz", scope: nil) { _ in
        ServerResponse(status: 200, contentType: "text/plain; charset=utf-8", text: "ok\n")
      },
      Route("GET", "/v1/openapi.json", scope: nil) { _ in
        ServerResponse(
          status: 200, headers: [("Content-Type", "application/json")], body: .bytes(API.document))
      },
    ]
  }
}
