import * as v from 'valibot';
import {
  DEVICE_CLASSES,
  NAVIGATION_TYPES,
  PAGE_KINDS,
  RATINGS,
  type ErrorEntry,
  type ErrorReport,
  type ReceivedErrors,
  type ReceivedVitals,
  type VitalsReport,
} from '../data/field-types';
import { looksPersonal } from '../lib/personal';
import { now } from './clock';
import { db } from './db';
import { Refusal, SANDBOX_CODE } from './reply';

/*
 * What a receiver holds every field report to, beyond its shape (data/field-types.ts): closed
 * objects (a key the contract does not name is refused, so nothing new can ride along), bounded
 * lengths, patterns for what must carry no id (a route, an API path), and no text that looks like
 * personal data (lib/personal.ts, the S7 rule).
 */
const clean = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.pipe(
    schema,
    v.check((text: string) => !looksPersonal(text), 'looks like personal data'),
  );

/** A route of the table (`/Active/Articles/:id`), `*` for an address of none: no query, no id. */
const RouteSchema = clean(
  v.pipe(
    v.string(),
    v.maxLength(120),
    v.regex(/^(\*|\/[A-Za-z0-9_:./-]*)$/),
    v.check((route: string) => !/\/\d+(\/|$)/.test(route), 'a route has no id'),
  ),
);

/** An API path's pattern (`/rest/api/product/detail/{id}`). */
const ApiPatternSchema = v.pipe(
  v.string(),
  v.maxLength(120),
  v.regex(/^\/rest\/api(\/([A-Za-z]+([_-][A-Za-z]+)*|\{id\}))*$/),
);

const Tags = {
  version: v.pipe(v.string(), v.regex(/^[\w.+-]{1,40}$/)),
  view: v.pipe(v.string(), v.regex(/^[a-z]{16}$/)),
  device: v.picklist(DEVICE_CLASSES),
  wechat: v.boolean(),
};

const MetricSchema = v.strictObject({
  value: v.pipe(v.number(), v.finite(), v.minValue(0)),
  rating: v.picklist(RATINGS),
});

export const StrictVitalsSchema = v.strictObject({
  ...Tags,
  route: RouteSchema,
  page: v.picklist(PAGE_KINDS),
  navigation: v.picklist(NAVIGATION_TYPES),
  metrics: v.pipe(
    v.strictObject({
      LCP: v.optional(MetricSchema),
      INP: v.optional(MetricSchema),
      CLS: v.optional(MetricSchema),
      FCP: v.optional(MetricSchema),
      TTFB: v.optional(MetricSchema),
    }),
    v.check((metrics) => Object.keys(metrics).length > 0, 'no metric'),
  ),
});

const Where = {
  route: RouteSchema,
  page: v.picklist(PAGE_KINDS),
  t: v.pipe(v.number(), v.integer(), v.minValue(0)),
};

const Thrown = {
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][\w$]{0,39}$/)),
  message: clean(v.pipe(v.string(), v.maxLength(200))),
  frames: v.pipe(v.array(clean(v.pipe(v.string(), v.maxLength(160)))), v.maxLength(5)),
};

const StrictEntrySchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('error'),
    ...Where,
    source: v.picklist(['window', 'render', 'react']),
    ...Thrown,
  }),
  v.strictObject({ kind: v.literal('rejection'), ...Where, ...Thrown }),
  v.strictObject({
    kind: v.literal('chunk'),
    ...Where,
    file: clean(v.pipe(v.string(), v.maxLength(160))),
    reason: v.picklist(['error', 'timeout', 'missing', 'style']),
  }),
  v.strictObject({
    kind: v.literal('request'),
    ...Where,
    reason: v.picklist(['http', 'network', 'timeout', 'malformed']),
    status: v.nullable(v.pipe(v.number(), v.integer())),
    path: ApiPatternSchema,
  }),
]);

export const StrictErrorsSchema = v.strictObject({
  ...Tags,
  errors: v.pipe(v.array(StrictEntrySchema), v.minLength(1), v.maxLength(10)),
  dropped: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * The field reports the sandbox received (issue 26): each checked as above and kept, the last 50
 * of each, for /Test. A report of any other shape is refused whole, with the first field that failed named
 * (never its value).
 */
export const KEPT = 50;

// What passes the strict shapes is stored as the contract's types (FieldVitalsRecord, below): the
// compiler holds the two together.

export interface FieldVitalsRecord {
  id: number;
  receivedAt: number;
  report: VitalsReport;
}

export interface FieldErrorRecord {
  id: number;
  receivedAt: number;
  tags: Pick<ErrorReport, 'version' | 'view' | 'device' | 'wechat'>;
  error: ErrorEntry;
}

function refusal(issues: v.BaseIssue<unknown>[]): Refusal {
  const path = v.getDotPath(issues[0]!) ?? 'body';
  return new Refusal(SANDBOX_CODE.badParam, `参数错误：${path}`);
}

/** Keeps the newest `KEPT` rows of a collection. */
function trim(collection: typeof db.fieldVitals | typeof db.fieldErrors): void {
  const rows = collection.all().sort((a, b) => b.id - a.id);
  for (const row of rows.slice(KEPT)) collection.remove(row.id);
}

export function receiveVitals(body: unknown): { kept: number } | Refusal {
  const parsed = v.safeParse(StrictVitalsSchema, body);
  if (!parsed.success) return refusal(parsed.issues);
  db.fieldVitals.insert({ id: db.fieldVitals.nextId(), receivedAt: now(), report: parsed.output });
  trim(db.fieldVitals);
  return { kept: 1 };
}

export function receiveErrors(body: unknown): { kept: number } | Refusal {
  const parsed = v.safeParse(StrictErrorsSchema, body);
  if (!parsed.success) return refusal(parsed.issues);
  const { errors, dropped: _dropped, ...tags } = parsed.output;
  const receivedAt = now();
  for (const error of errors) {
    db.fieldErrors.insert({ id: db.fieldErrors.nextId(), receivedAt, tags, error });
  }
  trim(db.fieldErrors);
  return { kept: errors.length };
}

const newestFirst = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => b.id - a.id);

export function receivedVitals(): ReceivedVitals {
  return newestFirst(db.fieldVitals.all()).map(({ receivedAt, report }) => ({
    receivedAt: new Date(receivedAt).toISOString(),
    report,
  }));
}

export function receivedErrors(): ReceivedErrors {
  return newestFirst(db.fieldErrors.all()).map(({ receivedAt, tags, error }) => ({
    receivedAt: new Date(receivedAt).toISOString(),
    ...tags,
    error,
  }));
}
