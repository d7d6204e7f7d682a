// Imported first by tests that read the app's log lines: openAppDatabase() silences the log unless
// LOG_LEVEL is already set, and the app reads it once.
process.env.LOG_LEVEL = 'info'
