import { vi } from 'vitest';

type Feedback = typeof import('../../src/ui/feedback');

/**
 * The feedback module with a toast that only records what it was asked to show, for a test file
 * that checks its messages. vi.mock runs before the file's imports, so the file asks for it there:
 * `vi.mock('../../src/ui/feedback', () => import('../support/recorded-toast').then(({
 * recordedToast }) => recordedToast()))`; `import { toast } from '../../src/ui/feedback'` then
 * reads the calls.
 */
export async function recordedToast(): Promise<Feedback> {
  const actual = await vi.importActual<Feedback>('../../src/ui/feedback');
  return {
    ...actual,
    toast: {
      fail: vi.fn(),
      show: vi.fn(),
      info: vi.fn(),
      success: vi.fn(),
      notify: vi.fn(),
      clear: vi.fn(),
    },
  };
}
