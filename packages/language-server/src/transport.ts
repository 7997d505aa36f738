// The connection on the transport the process arguments name. Over stdio, a socket or a pipe the
// bytes are a stream of frames, and each frame is checked first (see frames.ts): a broken one ends
// the connection (exit 1, the reason on stderr) instead of wedging it. Node IPC carries whole
// messages, so it goes to the library as it is.
import { createConnection as connectTo, type Socket } from 'node:net';
import { createConnection, ProposedFeatures, type Connection } from 'vscode-languageserver/node.js';
import { FrameValidator } from './frames.js';

/** A stream of frames that ends, with the reason on stderr, at the first broken one. */
function checkedFrames(input: NodeJS.ReadableStream, where: string): FrameValidator {
  const frames = new FrameValidator((problem) => {
    process.stderr.write(`cmdlint-language-server: a broken message on ${where}: ${problem}. The messages after it cannot be told apart, so the connection ends.\n`);
  });
  return input.pipe(frames);
}

/** The value of `--name=value` or `--name value` in the arguments. */
function argument(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === name) return argv[i + 1];
    if (argv[i]!.startsWith(`${name}=`)) return argv[i]!.slice(name.length + 1);
  }
  return undefined;
}

/** The socket the arguments name (--socket=PORT on 127.0.0.1, as the library connects; --pipe=NAME), if any. */
function socketOf(argv: readonly string[]): { socket: Socket; where: string } | undefined {
  const port = argument(argv, '--socket');
  if (port !== undefined && Number.parseInt(port, 10) > 0) return { socket: connectTo(Number.parseInt(port, 10), '127.0.0.1'), where: `the socket (port ${Number.parseInt(port, 10)})` };
  const pipe = argument(argv, '--pipe');
  if (pipe) return { socket: connectTo(pipe), where: `the pipe ${pipe}` };
  return undefined;
}

export function connectionFromArguments(argv: readonly string[] = process.argv.slice(2)): Connection {
  if (argv.includes('--stdio')) {
    // What the library does for --stdio itself: console output would corrupt stdout, so it goes to stderr.
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) console[level] = (...args: unknown[]) => void process.stderr.write(`${args.map(String).join(' ')}\n`);
    return createConnection(ProposedFeatures.all, checkedFrames(process.stdin, 'stdin'), process.stdout);
  }
  if (!argv.includes('--node-ipc')) {
    const transport = socketOf(argv);
    if (transport) return createConnection(ProposedFeatures.all, checkedFrames(transport.socket, transport.where), transport.socket);
  }
  return createConnection(ProposedFeatures.all);
}
