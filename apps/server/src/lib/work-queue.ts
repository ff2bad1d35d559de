/**
 * Heavy work that runs on libuv's or libvips' threads (password hashing, image decoding) goes
 * through a queue with a fixed number of jobs at once and a bounded wait: a flood of such requests
 * waits its turn, or is refused with 1000010, instead of occupying every thread the file server
 * and the database driver need.
 * @example
 * const hashing = workQueue({ concurrency: 2, maxWaiting: 100 });
 * const key = await hashing.run(() => scrypt(password, salt));
 */
import { ErrorCode } from '@agora/contract/errors';
import pLimit from 'p-limit';
import { AppError } from './errors';

export interface WorkQueueOptions {
  concurrency: number;
  /** Jobs allowed to wait; one more is refused. */
  maxWaiting: number;
}

export function workQueue({ concurrency, maxWaiting }: WorkQueueOptions) {
  const limit = pLimit(concurrency);
  return {
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
    /** Runs `job` when a slot is free; throws AppError 1000010 when the queue is full. */
    run<T>(job: () => Promise<T>): Promise<T> {
      if (limit.pendingCount >= maxWaiting) return Promise.reject(new AppError(ErrorCode.tooManyRequests, { seconds: 1 }));
      return limit(job);
    },
  };
}
