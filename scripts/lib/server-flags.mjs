// V8 settings the API server runs with, wherever it is started (npm start, the test and bench servers).
// Measured on this 2-core machine (bench P9, and a pageBabyInfo load at 50 connections): V8 sizes the
// young generation for the machine's memory (up to 32 MB per semi-space on 24 GB), and the start-up
// burst (migrations, demo seed, contract schemas) grows it there for good. Capping it at 4 MB took the
// idle demo server from 203 to 150 MB resident and the peak under load from 218 to 166 MB, with no
// loss of throughput (the server's objects are short-lived and small; a scavenge of 4 MB is cheap).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
