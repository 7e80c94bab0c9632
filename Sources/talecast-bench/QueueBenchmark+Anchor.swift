import Foundation
import TalecastContract
import TalecastCore
import TalecastQueue
import TalecastStorage

/// The queue's anchor: Python's `sqlite3` module (the same SQLite library, from Debian) running
/// the statements `SQLiteJobStore` runs for the same jobs, on a database its migrations made:
/// submissions in batches of 500 in one transaction each, then claims in batches that double
/// up to the pool's largest, each with the endings of the batch before, one transaction each.
/// One thread, no events, no pool: what the statements cost when nothing else is around them,
/// so `queue / anchor` says what the layer and the pool add.
enum QueueAnchor {
  static let script = #"""
    import sqlite3, sys, time
    path, payload_file, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    payload = open(payload_file).read()
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    for pragma in ("journal_mode = WAL", "foreign_keys = ON", "synchronous = NORMAL",
                   "mmap_size = 268435456", "cache_size = -65536"):
        db.execute("PRAGMA " + pragma)
    now = time.time
    start = now()
    for first in range(0, n, 500):
        t = now()
        db.execute("BEGIN IMMEDIATE")
        for i in range(first, min(n, first + 500)):
            db.execute(
                "INSERT INTO jobs (id, source, payload, idempotency_key, state, priority, run_at, max_attempts, created, updated) "
                "VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING",
                ("job%06d" % i, "bench-%d.json" % i, payload, "bench-%d" % i, 0, t, 3, t, t))
        db.execute("COMMIT")
    worker, batch, held, done = "anchor:1", 1, [], 0
    while done < n:
        t = now()
        db.execute("BEGIN IMMEDIATE")
        for job in held:
            row = db.execute(
                "SELECT attempts, max_attempts FROM jobs WHERE id = ? AND state = 'running' AND lease_owner = ?",
                (job, worker)).fetchone()
            db.execute(
                "UPDATE job_attempts SET ended = ?, outcome = ?, error = ? WHERE job_id = ? AND number = ?",
                (t, "succeeded", None, job, row[0]))
            db.execute(
                "UPDATE jobs SET state = ?, run_at = ?, lease_owner = NULL, lease_expires = NULL, "
                "story_id = COALESCE(?, story_id), last_error = COALESCE(?, last_error), updated = ?, "
                "finished = ? WHERE id = ?",
                ("succeeded", t, None, None, t, t, job))
            done += 1
        rows = db.execute(
            "UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = ?, lease_expires = ?, updated = ? "
            "WHERE id IN (SELECT id FROM jobs WHERE state = 'queued' AND run_at <= ? "
            "ORDER BY priority DESC, run_at, seq LIMIT ?) RETURNING COLUMNS, seq",
            (worker, t + 60, t, t, batch)).fetchall()
        for row in rows:
            db.execute(
                "INSERT INTO job_attempts (job_id, number, worker, started) VALUES (?, ?, ?, ?)",
                (row[0], row[7], worker, t))
        db.execute("COMMIT")
        held = [row[0] for row in rows]
        batch = min(256, batch * 2)
    assert db.execute("SELECT count(*) FROM jobs WHERE state = 'succeeded'").fetchone()[0] == n
    print(n / (now() - start))
    """#

  /// Jobs per second of the anchor, once, on a new database.
  static func run(jobs: Int) throws -> Double {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "talecast-queue-anchor-\(Identifier.make())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("talecast.sqlite").path
    // The queue's own migrations make the tables, then the database is let go.
    do { _ = try SQLiteJobStore(database: try Database(path: path)) }
    let hero = Hero(
      name: "Bench", primaryTrait: .kind, secondaryTrait: .brave, appearance: "a hat",
      specialAbility: "speed")
    let job = RenderJob(
      source: "bench-0.json", hero: hero, occasion: .builtIn(.magicGarden), seed: 0)
    let payload = folder.appendingPathComponent("payload.json")
    try JSONEncoder().encode(job).write(to: payload)
    let script = folder.appendingPathComponent("anchor.py")
    // The claim returns what the store's returns: every column of a job, and its place.
    try Data(Self.script.replacingOccurrences(of: "COLUMNS", with: QueuedJob.columns).utf8)
      .write(to: script)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, path, payload.path, String(jobs)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let rate = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw BenchError("the Python sqlite3 anchor failed: \(text)") }
    return rate
  }
}
