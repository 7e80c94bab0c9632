import TalecastHTTPServer

/// The web page (`Web/`): its HTML at `/` and its style and scripts under `/web/`, open to
/// all (it holds no data; it asks the API for everything, signed in by its session cookie).
extension API {
  var webRoutes: [Route] {
    [
      Route("GET", "/", scope: nil) { request in
        WebPage.response(path: "/", ifNoneMatch: request.header("if-none-match"))
      },
      Route("GET", "/web/{file}", scope: nil) { request in
        guard
          let response = WebPage.response(
            path: "/web/" + request.parameter("file"), ifNoneMatch: request.header("if-none-match"))
        else { throw Problem.notFound("the page has no file '\(request.parameter("file"))'") }
        return response
      },
    ]
  }
}
