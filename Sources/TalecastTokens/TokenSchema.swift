import TalecastContract
import TalecastCore

/// The tokens' tables: each token's hash, name and scope, and the key that signs URLs. Live
/// names are unique (a partial index: a revoked token's name may be used again).
public enum TokenSchema {
  public static let store = "tokens"

  public static let sqlite = StoreSchema(
    store: store,
    migrations: [
      Migration(
        version: 1, name: "tokens",
        sql: """
          CREATE TABLE tokens (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            scope TEXT NOT NULL,
            secret_hash TEXT NOT NULL UNIQUE,
            created REAL NOT NULL,
            revoked REAL,
            last_used REAL
          );
          CREATE UNIQUE INDEX tokens_live_name ON tokens(name) WHERE revoked IS NULL;
          CREATE TABLE token_keys (
            purpose TEXT PRIMARY KEY,
            key TEXT NOT NULL
          );
          """),
      // Feed tokens: a token with a saved query opens a podcast feed. API tokens and feeds
      // are named apart: a feed may share a live token's name.
      Migration(
        version: 2, name: "feed tokens",
        sql: """
          ALTER TABLE tokens ADD COLUMN feed_query TEXT;
          DROP INDEX tokens_live_name;
          CREATE UNIQUE INDEX tokens_live_name ON tokens(name, feed_query IS NULL)
            WHERE revoked IS NULL;
          """),
    ],
    adopted: [])

  public static let postgres = StoreSchema(
    store: store,
    migrations: [
      Migration(
        version: 1, name: "tokens",
        sql: """
          CREATE TABLE tokens (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            scope TEXT NOT NULL,
            secret_hash TEXT NOT NULL UNIQUE,
            created DOUBLE PRECISION NOT NULL,
            revoked DOUBLE PRECISION,
            last_used DOUBLE PRECISION
          );
          CREATE UNIQUE INDEX tokens_live_name ON tokens (name) WHERE revoked IS NULL;
          CREATE TABLE token_keys (
            purpose TEXT PRIMARY KEY,
            key TEXT NOT NULL
          );
          """),
      Migration(
        version: 2, name: "feed tokens",
        sql: """
          ALTER TABLE tokens ADD COLUMN feed_query TEXT;
          DROP INDEX tokens_live_name;
          CREATE UNIQUE INDEX tokens_live_name ON tokens (name, (feed_query IS NULL))
            WHERE revoked IS NULL;
          """),
    ],
    adopted: [])

  /// The `token_keys` row of the URL-signing key.
  static let signingPurpose = "url signing"
}
