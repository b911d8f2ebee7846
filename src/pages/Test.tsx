import { useCallback, useEffect, useState } from 'react';
import {
  API_ENVS,
  BUILD_VERSION,
  PINNED_ENV,
  QA_ENV_KEY,
  apiOrigin,
  currentEnv,
  envForHost,
  originOf,
  qaSwitchAllowed,
  switchEnv,
  usingSandbox,
  type ApiEnv,
} from '../config/env';
import { userToken, wechatToken } from '../api/token';
import { fetchFieldErrors, fetchFieldVitals } from '../data/field';
import type { ErrorEntry, ReceivedErrors, ReceivedVitals } from '../data/field-types';
import { METRIC_NAMES } from '../data/field-types';
import { fetchTrail, TRACE_LAST_KEY } from '../data/trace';
import type { TraceEvent } from '../data/trace-types';
import { readSession, readSessionJson } from '../lib/storage';
import { detectDevice } from '../lib/user-agent';
import styles from './Test.module.css';

const ENV_LABEL: Record<ApiEnv, string> = {
  itg: 'itg（集成）',
  qa: 'qa（测试）',
  prod: 'prod（生产）',
};

function yesNo(value: boolean): string {
  return value ? '是' : '否';
}

/** When a report came, in this device's time. */
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false });

function metricText(name: string, value: number): string {
  return name === 'CLS' ? `${name} ${value}` : `${name} ${value} ms`;
}

function errorDetail(error: ErrorEntry): string {
  switch (error.kind) {
    case 'error':
    case 'rejection':
      return [`${error.name}: ${error.message}`, error.frames[0]].filter(Boolean).join(' @ ');
    case 'chunk':
      return `${error.file}（${error.reason}）`;
    case 'request':
      return `${error.reason} ${error.status ?? '-'} ${error.path}`;
  }
}

type Loaded<T> = T | 'loading' | 'failed';

/**
 * The field reports the server received (issue 26), newest first: in the sandbox, what this
 * browser sent while its pages were open (one sent as a page closes goes past the sandbox).
 */
function FieldReports() {
  const [vitals, setVitals] = useState<Loaded<ReceivedVitals>>('loading');
  const [errors, setErrors] = useState<Loaded<ReceivedErrors>>('loading');
  const fetchBoth = useCallback(() => {
    fetchFieldVitals().then(
      (reply) => setVitals(reply.code === 0 ? reply.payload : 'failed'),
      () => setVitals('failed'),
    );
    fetchFieldErrors().then(
      (reply) => setErrors(reply.code === 0 ? reply.payload : 'failed'),
      () => setErrors('failed'),
    );
  }, []);
  useEffect(fetchBoth, [fetchBoth]);
  const refresh = () => {
    setVitals('loading');
    setErrors('loading');
    fetchBoth();
  };

  const state = (loaded: Loaded<unknown[]>, empty: string) =>
    loaded === 'loading' ? (
      <p className={styles.note}>读取中…</p>
    ) : loaded === 'failed' ? (
      <p className={styles.note}>读取失败，请稍后重试。</p>
    ) : loaded.length === 0 ? (
      <p className={styles.note}>{empty}</p>
    ) : null;

  return (
    <>
      <section className={styles.switch} aria-labelledby="field-vitals">
        <h2 id="field-vitals">现场性能数据（最近 50 条）</h2>
        <div className={styles.buttons}>
          <button type="button" onClick={refresh}>
            刷新现场数据
          </button>
        </div>
        {state(vitals, '还没有收到性能数据：页面切到后台或关闭时发送。')}
        {Array.isArray(vitals) && vitals.length > 0 ? (
          <ol className={styles.trail} data-testid="field-vitals">
            {vitals.map(({ receivedAt, report }) => (
              <li key={`${report.view}-${receivedAt}`}>
                {timeOf(receivedAt)} {report.route}（{report.page}）· {report.device}
                {report.wechat ? ' · 微信' : ''} ·{' '}
                {METRIC_NAMES.filter((name) => report.metrics[name])
                  .map((name) => metricText(name, report.metrics[name]!.value))
                  .join(' · ')}
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <section className={styles.switch} aria-labelledby="field-errors">
        <h2 id="field-errors">现场错误（最近 50 条）</h2>
        {state(errors, '还没有收到错误报告。')}
        {Array.isArray(errors) && errors.length > 0 ? (
          <ol className={styles.trail} data-testid="field-errors">
            {errors.map(({ receivedAt, view, device, wechat, version, error }, i) => (
              <li key={`${view}-${receivedAt}-${i}`}>
                {timeOf(receivedAt)} {error.kind} {error.route}（{error.page}）· {device}
                {wechat ? ' · 微信' : ''} · {version} · {errorDetail(error)}
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </>
  );
}

/** QA diagnostics (decisions.md): environment, origin, device, token state, build, env switch. */
export default function Test() {
  const host = location.hostname;
  const [, refresh] = useState(0);
  const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints);
  const token = userToken();
  const wxToken = wechatToken();
  const switched = readSession(QA_ENV_KEY);
  const canSwitch = qaSwitchAllowed(host);

  const choose = (env: ApiEnv | null) => {
    switchEnv(env, host);
    refresh((n) => n + 1);
  };

  const rows: [string, string][] = [
    ['当前环境', usingSandbox(host) ? '沙箱（本地模拟后端）' : ENV_LABEL[currentEnv(host)]],
    ['接口地址', apiOrigin(host) || `${location.origin}（沙箱）`],
    ['按域名判定', ENV_LABEL[envForHost(host)]],
    ['构建锁定环境', PINNED_ENV ? ENV_LABEL[PINNED_ENV] : '无'],
    ['本次会话切换', switched ? (ENV_LABEL[switched as ApiEnv] ?? switched) : '无'],
    ['构建版本', BUILD_VERSION],
    ['微信内置浏览器', yesNo(device.wechat)],
    ['iPhone', yesNo(device.iphone)],
    ['iPad', yesNo(device.ipad)],
    ['Android', yesNo(device.android)],
    ['用户令牌', token ? `已登录（${token.length} 位）` : '未登录'],
    ['微信令牌', wxToken ? `已授权（${wxToken.length} 位）` : '无'],
    ['User-Agent', navigator.userAgent],
  ];

  const lastTrail = readSessionJson<{ traceId: string; productId?: number; subject?: string }>(
    TRACE_LAST_KEY,
  );
  const [trail, setTrail] = useState<
    { events: TraceEvent[]; orderId?: string } | 'loading' | 'failed' | null
  >(null);
  const showTrail = async () => {
    if (!lastTrail) return;
    setTrail('loading');
    try {
      const reply = await fetchTrail(lastTrail.traceId);
      setTrail(reply.code === 0 ? reply.payload : 'failed');
    } catch {
      setTrail('failed');
    }
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>测试诊断</h1>
      <dl className={styles.table}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd data-testid={`diag-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>

      <section className={styles.switch} aria-labelledby="env-switch">
        <h2 id="env-switch">切换接口环境（仅本次浏览器会话）</h2>
        {canSwitch ? (
          <div className={styles.buttons}>
            {API_ENVS.map((env) => (
              <button
                key={env}
                type="button"
                aria-pressed={switched === env}
                onClick={() => choose(env)}
                title={originOf(env)}
              >
                {ENV_LABEL[env]}
              </button>
            ))}
            <button type="button" aria-pressed={!switched} onClick={() => choose(null)}>
              恢复默认
            </button>
          </div>
        ) : (
          <p className={styles.note}>生产域名不支持切换环境。</p>
        )}
        <p className={styles.note}>切换后请刷新页面，已加载的数据不会自动更新。</p>
      </section>

      <section className={styles.switch} aria-labelledby="trail">
        <h2 id="trail">最近一次投保与同意轨迹（可回溯）</h2>
        {lastTrail ? (
          <>
            <p className={styles.note}>
              轨迹号 {lastTrail.traceId} ·{' '}
              {lastTrail.subject ? `事项 ${lastTrail.subject}` : `产品 ${lastTrail.productId}`}
            </p>
            <div className={styles.buttons}>
              <button type="button" onClick={() => void showTrail()} disabled={trail === 'loading'}>
                查看服务端记录
              </button>
            </div>
            {trail === 'failed' ? <p className={styles.note}>读取失败，请稍后重试。</p> : null}
            {trail && typeof trail === 'object' ? (
              <ol className={styles.trail} data-testid="trail">
                {trail.orderId ? <li>订单 {trail.orderId}</li> : null}
                {trail.events.map((event, i) => (
                  <li key={i}>
                    {event.at.slice(11, 19)} {event.type} {event.page}
                    {event.target ? ` · ${event.target}` : ''}
                    {event.durationMs !== undefined
                      ? ` · ${Math.round(event.durationMs / 1000)}秒`
                      : ''}
                  </li>
                ))}
              </ol>
            ) : null}
          </>
        ) : (
          <p className={styles.note}>本次会话还没有投保轨迹。</p>
        )}
      </section>

      <FieldReports />
    </main>
  );
}
