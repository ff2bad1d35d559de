/**
 * libuv's thread pool serves file reads, zlib, DNS, scrypt and sharp alike; its default of four
 * threads is exactly what password hashing (2) and image jobs (one per core) may hold at once, and
 * then static files would wait. Eight leaves at least four for everything else. The pool starts
 * with the first job that needs it, so this module is imported before any other (main.ts).
 */
process.env.UV_THREADPOOL_SIZE ??= '8';
