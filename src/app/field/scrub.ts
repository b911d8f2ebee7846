import { apiPathPattern } from '../../api/path-pattern';
import { looksPersonal } from '../../lib/personal';
import { routePatternOf } from './tags';

/**
 * Free text of an error (its message, where its stack was) made safe to leave the browser: what
 * a program wrote stays readable, anything that could be a visitor's is taken out (the S7 rule).
 * An address keeps only its shape: a script's file, an API path's pattern, a page's route, another
 * site's host; never a query, a hash or an id. Chinese text (a name, an address, a server's
 * message), e-mail addresses, runs of five or more digits and words mixing letters and digits (an
 * order or policy number) are replaced. Whatever still looks personal after that is withheld whole.
 */

/** An address where one begins: after a space, a quote or a bracket (not `and/or`). */
const ADDRESS = /(^|[\s'"(<[=])(https?:\/\/[^\s'"()<>`]+|\/[A-Za-z_][^\s'"()<>`,;]*)/g;
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]+/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
const DIGITS = /\d(?:[\s-]?\d){4,}[Xx]?/g;
const MIXED = /\b(?=[A-Za-z_]*\d)(?=\d*[A-Za-z_])[A-Za-z0-9_]{6,}\b/g;
export const WITHHELD = '(withheld)';

/** The shape of an address: `/assets/x.js`, `/rest/api/policy/{id}`, `/Policy/policyDetail`, a host. */
export function addressShape(address: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return '(address)';
  }
  if (url.origin !== origin) return url.protocol.startsWith('http') ? url.host : '(address)';
  const path = url.pathname;
  if (path.startsWith('/assets/')) return /^\/assets\/[\w.-]+$/.test(path) ? path : '/assets/…';
  if (path.startsWith('/rest/api/')) return apiPathPattern(path);
  return routePatternOf(path);
}

function scrubWords(text: string): string {
  return text
    .replace(CHINESE, '…')
    .replace(EMAIL, '(email)')
    .replace(DIGITS, '#')
    .replace(MIXED, '#');
}

/** A message made safe (at most `max` characters). */
export function scrubText(text: string, origin: string, max = 200): string {
  const source = String(text).slice(0, 2000);
  let out = '';
  let last = 0;
  for (const hit of source.matchAll(ADDRESS)) {
    const start = hit.index + hit[1]!.length;
    out += scrubWords(source.slice(last, start)) + addressShape(hit[2]!, origin);
    last = start + hit[2]!.length;
  }
  out = (out + scrubWords(source.slice(last))).replace(/\s+/g, ' ').trim();
  if (out.length > max) out = `${out.slice(0, max - 1)}…`;
  return looksPersonal(out) ? WITHHELD : out;
}

const FRAME = /(https?:\/\/[^\s()@]+?|\/[^\s()@]+?):(\d+):(\d+)/;

/** Where a stack was, top first: `/assets/<file>.js:line:col` (or the page's route), five at most. */
export function stackFrames(stack: unknown, origin: string): string[] {
  if (typeof stack !== 'string') return [];
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const hit = FRAME.exec(line);
    if (!hit) continue;
    const frame = `${addressShape(hit[1]!, origin)}:${hit[2]}:${hit[3]}`;
    if (!looksPersonal(frame)) frames.push(frame);
    if (frames.length === 5) break;
  }
  return frames;
}

/** An error's name when it is a plain identifier (`TypeError`), else `Error`. */
export function errorName(value: unknown): string {
  const name = value instanceof Error ? value.name : '';
  return /^[A-Za-z][\w$]{0,39}$/.test(name) ? name : 'Error';
}
