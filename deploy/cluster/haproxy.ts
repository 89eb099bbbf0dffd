import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Backend {
  name: string;
  servers: Array<{ name: string; port: number }>;
}

export interface ProxySettings {
  /** The site's frontend (visitors' pages) and the API's (the browsers' and the site's calls). */
  sitePort: number;
  apiPort: number;
  site: Backend;
  api: Backend;
  /** The runtime socket (`show stat`), in the cluster's folder. */
  socket: string;
}

/**
 * HAProxy's configuration for the cluster. Each backend is health-checked with `GET /ready` every
 * second, each check given 3 s (a busy instance answers late): two failed checks (an instance told to
 * stop answers 503 `draining`) take the instance out, two good ones put it back. An instance's drain
 * (SHUTDOWN_DRAIN_SECONDS) must outlast the worst case, 2 × (1 s + 3 s): the cluster gives it 10 s.
 * Connections to the servers are closed after each answer (`http-server-close`), so no idle
 * connection is reused while an instance closes it; a connection an instance refuses is retried on
 * another one (`retries`, `option redispatch`): the request was never sent, whatever its method.
 * `option forwardfor` adds the visitor's address, which the API and the site believe (TRUST_PROXY).
 * An idle visitor's connection is kept 10 s, longer than clients keep theirs (Node's fetch: 4 s), so
 * that the client, not the proxy, closes it: a request is never sent on a connection being closed.
 */
export function haproxyConfig(settings: ProxySettings): string {
  const backend = ({ name, servers }: Backend) => [
    `backend ${name}`,
    '  balance roundrobin',
    '  option httpchk GET /ready',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    '',
  ];
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${settings.socket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  log stdout format raw local0 notice',
    '  option httplog',
    '  option forwardfor',
    '  option http-server-close',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  timeout check 3s',
    '',
    'frontend site',
    `  bind 127.0.0.1:${settings.sitePort}`,
    `  default_backend ${settings.site.name}`,
    '',
    'frontend api',
    `  bind 127.0.0.1:${settings.apiPort}`,
    `  default_backend ${settings.api.name}`,
    '',
    ...backend(settings.site),
    ...backend(settings.api),
  ].join('\n');
}

/** The HAProxy program: HAPROXY, else `haproxy` on the PATH; a clear message when neither exists. */
export async function findHaproxy(): Promise<string> {
  const candidate = process.env.HAPROXY ?? 'haproxy';
  try {
    await run(candidate, ['-v']);
    return candidate;
  } catch {
    throw new Error(`HAProxy is not installed (looked for ${candidate}). Install it from Debian's packages: sudo apt-get install -y haproxy (or set HAPROXY to its path).`);
  }
}

/** Checks a configuration file with `haproxy -c`, its own message on error. */
export async function checkHaproxyConfig(program: string, file: string): Promise<void> {
  await run(program, ['-c', '-q', '-f', file]).catch((error: { stderr?: string; message: string }) => {
    throw new Error(`HAProxy refused its configuration ${file}: ${error.stderr || error.message}`);
  });
}

/** One command on HAProxy's runtime socket, its answer. */
function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    connection.once('error', reject);
    connection.once('close', () => resolve(answer));
  });
}

/** Every server's status as HAProxy sees it (`UP`, `DOWN`, `UP 1/2`…), by `backend/server`. */
export async function serverStatuses(socket: string): Promise<Map<string, string>> {
  const [header = '', ...rows] = (await runtimeCommand(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name)) as [number, number, number];
  const statuses = new Map<string, string>();
  for (const row of rows) {
    const fields = row.split(',');
    if (fields[server] === 'FRONTEND' || fields[server] === 'BACKEND') continue;
    statuses.set(`${fields[proxy]}/${fields[server]}`, fields[status] ?? '');
  }
  return statuses;
}
