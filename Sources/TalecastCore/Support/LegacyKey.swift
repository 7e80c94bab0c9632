/// A JSON key that an earlier Talecast wrote and this one still reads: a story's occasion was
/// once called its "event", a word the broker's messages now have to themselves. Files and rows
/// written before the rename (manifests, exports, queued jobs, logged events) keep decoding.
public struct LegacyKey: CodingKey {
  public var stringValue: String
  public var intValue: Int? { nil }

  public init(_ name: String) { stringValue = name }
  public init?(stringValue: String) { self.stringValue = stringValue }
  public init?(intValue: Int) { nil }
}

extension Decoder {
  /// The value under `key`, or else under its old name `legacy`; an error names `key` when
  /// neither is there.
  public func decode<Value: Decodable, Key: CodingKey>(
    _ type: Value.Type, _ key: Key, legacy: String
  ) throws -> Value {
    let current = try container(keyedBy: Key.self)
    if let value = try current.decodeIfPresent(type, forKey: key) { return value }
    let old = try container(keyedBy: LegacyKey.self)
    if let value = try old.decodeIfPresent(type, forKey: LegacyKey(legacy)) { return value }
    return try current.decode(type, forKey: key)  // throws keyNotFound for the current name
  }

  /// Like `decode(_:_:legacy:)`, for a value that may be missing (nil).
  public func decodeIfPresent<Value: Decodable, Key: CodingKey>(
    _ type: Value.Type, _ key: Key, legacy: String
  ) throws -> Value? {
    let current = try container(keyedBy: Key.self)
    if let value = try current.decodeIfPresent(type, forKey: key) { return value }
    return try container(keyedBy: LegacyKey.self).decodeIfPresent(type, forKey: LegacyKey(legacy))
  }
}
