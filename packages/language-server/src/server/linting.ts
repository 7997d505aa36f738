// When and where documents are linted: debounced per document, on this thread in paced steps for
// a small JSON document, in the lint process (see lint-worker-client.ts) for a big one and for
// anything that reads a JavaScript or TypeScript source (whose reading may take all the time and
// memory it is allowed, or crash the native parser), so that the editor's requests are answered
// meanwhile; results are published only for the versions they were computed on.
import { ConfigError, textLooksLikeCommands, type FileReport } from '@cmdlint/linter';
import { readerInfoOf } from '@cmdlint/readers';
import type { DocumentText, LanguageService, PublishedReport } from '@cmdlint/language-service';
import { publishedReport } from '@cmdlint/language-service';
import { definesCommands } from '../service/sources.js';
import { sourceNameOfDocument, type Membership, type OpenFile } from '../service/workspace.js';
import type { ServerSettings } from '../settings.js';
import type { OpenDocuments, SetPeer } from './documents.js';
import type { LintJob, LintJobResult } from './lint-job.js';
import { defaultWorkerFile, LintWorkerClient, LintWorkerFailure, type LintLimits, type LintWorkerOptions } from './lint-worker-client.js';
import type { Publisher } from './publisher.js';

/**
 * Lets the messages read meanwhile be handled, and answered, before going on. The library takes
 * a message through several immediates (decode, dispatch, the answer's write), each queued by the
 * one before: a few turns of the event loop carry a request from its bytes to its answer, and
 * requests that queued up during a long step each need theirs.
 */
const TURNS_PER_PAUSE = 16; // an idle turn costs microseconds; several queued requests each need a few

async function yieldToMessages(): Promise<void> {
  for (let turn = 0; turn < TURNS_PER_PAUSE; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** Lets every message already received be handled before going on. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Documents of at least this many characters say in the log when their lint starts (it takes a while). */
const LARGE_DOCUMENT = 1_000_000;

/**
 * Documents of at least this many characters are linted in the lint process. Below it, the longest
 * step of the paced lint here stays a small part of the second a request may wait, and the
 * thread's round trip (the text copied there, parsed there, the report copied back) made the lint
 * as slow or slower, measured from 10 KB to 3 MB; above it the steps here grow with the document.
 */
const WORKER_THRESHOLD = 2_000_000;

/** The settings' limits are for a document of up to this many characters; a longer one gets them per as many. */
const TIME_PER_CHARACTERS = 1_000_000;
/** Memory grows in steps (each needs a process of its own): the settings' limit per this many characters. */
const MEMORY_PER_CHARACTERS = 8_000_000;

/** What the lint of `characters` may take, from the settings. */
function limitsFrom(settings: ServerSettings, characters: number): LintLimits {
  return {
    timeMs: Math.round(settings.lintTimeoutMs * Math.max(1, characters / TIME_PER_CHARACTERS)),
    memoryMb: settings.lintMemoryMb * Math.max(1, Math.ceil(characters / MEMORY_PER_CHARACTERS)),
  };
}

/** Where a document stands when its configuration is broken: only a look at what it holds decides. */
const SNIFFED: Membership = { config: undefined, set: -1, setKey: undefined, reason: 'sniff' };

export interface LintHooks {
  /**
   * Called after a lint is computed and before its diagnostics are published, with the URI and
   * version it was started for. Tests hold it to let a newer version arrive meanwhile.
   */
  beforePublish?(uri: string, version: number): Promise<void> | void;
}

interface LintContext {
  readonly service: LanguageService;
  readonly documents: OpenDocuments;
  readonly publisher: Publisher;
  readonly settingsFor: (uri: string) => Promise<ServerSettings>;
  readonly log: (message: string) => void;
  readonly logError: (where: string, error: unknown) => void;
}

export class LintScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private shuttingDown = false;
  private readonly workerFile: string | undefined;
  private worker: LintWorkerClient | undefined;
  readonly threshold: number;

  constructor(
    private readonly context: LintContext,
    private readonly hooks: LintHooks = {},
    private readonly workerOptions: LintWorkerOptions = {},
  ) {
    this.workerFile = workerOptions.file === null ? undefined : (workerOptions.file ?? defaultWorkerFile());
    this.threshold = workerOptions.threshold ?? WORKER_THRESHOLD;
  }

  /** How many lint processes were started (0 until the first big document or source). */
  get workersStarted(): number {
    return this.worker?.started ?? 0;
  }

  /** Whether sources are read in the lint process (never on this thread), as the built server does. */
  get sourcesElsewhere(): boolean {
    return this.workerFile !== undefined;
  }

  /** Whether a document of `characters` (a source, or not) is linted (and fixed) in the lint process. */
  private offThread(characters: number, source: boolean): boolean {
    return this.workerFile !== undefined && (source || characters >= this.threshold);
  }

  /** Whether the lint of a document reads a source: its own text, or a file of its set. */
  private readsSources(file: OpenFile, membership: Membership, peers: readonly SetPeer[]): boolean {
    if (file.sourceName !== undefined) return true;
    if (membership.setKey === undefined) return false;
    return this.context.documents.workspace.plan(file, membership, peers).files.some(({ path, open }) => (open ? open.sourceName !== undefined : readerInfoOf(path) !== undefined));
  }

  /** Spawned lazily: a server that never meets a big document or a source never starts a process. */
  private lintWorker(): LintWorkerClient {
    this.worker ??= new LintWorkerClient(this.workerFile!, this.context.log);
    return this.worker;
  }

  /** The limits of a lint of `characters`. */
  private limits(settings: ServerSettings, characters: number): LintLimits {
    const fromSettings = limitsFrom(settings, characters);
    return this.workerOptions.limits?.(characters, fromSettings) ?? fromSettings;
  }

  schedule(uri: string, delay: number): void {
    if (this.shuttingDown) return;
    const previous = this.timers.get(uri);
    if (previous) clearTimeout(previous);
    const timer = setTimeout(() => {
      this.timers.delete(uri);
      this.lintNow(uri).catch((error: unknown) => this.context.logError(`linting ${uri}`, error));
    }, delay);
    this.timers.set(uri, timer);
  }

  cancel(uri: string): void {
    const timer = this.timers.get(uri);
    if (timer) clearTimeout(timer);
    this.timers.delete(uri);
  }

  /** A document changed: a lint of its older version under way in the lint process is ended. */
  changed(): void {
    this.worker?.dropOutdated();
  }

  /** Configuration files changed. */
  configurationReset(): void {
    this.worker?.reset();
  }

  shutdown(): void {
    this.shuttingDown = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.worker?.dispose();
  }

  /**
   * How a document that is not parsed here is sniffed: by the report it has (it was linted, so it
   * looked like commands) or by the start of its text; the lint process decides from the parse.
   */
  looksLikeCommandsCheaply(uri: string, text: DocumentText): (() => boolean) | undefined {
    const source = sourceNameOfDocument(uri, text.textDocument.languageId) !== undefined;
    if (!this.offThread(text.text.length, source) || text.isParsed) return undefined;
    // A source's text tells nothing without its parse: only its report does.
    return () => this.context.documents.hasReport(uri) || (!source && textLooksLikeCommands(text.text));
  }

  /**
   * Lints a document (and the open files of its set) and publishes what is still current. On this
   * thread the work runs in phases (parse, lint, publish) with the messages that arrived meanwhile
   * handled between them, and a change makes the rest of an outdated lint stop early; a big
   * document, or one that reads sources, goes to the lint process whole.
   */
  async lintNow(uri: string): Promise<void> {
    const { documents, publisher, service } = this.context;
    const textDocument = documents.get(uri);
    if (!textDocument) return;
    const version = textDocument.version;
    const settings = await this.context.settingsFor(uri);
    if (!documents.isCurrent(uri, version)) return; // a newer version has its own lint coming
    if (!settings.enable) {
      publisher.clear(uri);
      return;
    }
    const text = documents.textOf(uri)!;
    const size = text.text.length;
    const file = documents.openFile(text);
    let offThread = this.offThread(size, file.sourceName !== undefined);
    if (size >= LARGE_DOCUMENT) this.context.log(`cmdlint: linting ${uri} version ${version} (${(size / 1e6).toFixed(1)} million characters), ${offThread ? 'in the lint process' : 'in phases'}.`);
    await yieldToMessages();
    if (!this.stillCurrent(uri, version)) return;
    // Off this thread, sniffing is left to the lint process, which parses the text anyway.
    const membership = documents.membershipOf(file, settings, offThread ? () => true : undefined);
    if (membership instanceof ConfigError) {
      // A source is never read here: the lint process says whether it holds commands (and then meets the broken configuration).
      if (offThread && file.sourceName !== undefined) {
        await this.lintOffThread(file, SNIFFED, [], settings);
        return;
      }
      const looksLikeCommands = offThread ? textLooksLikeCommands(text.text) : definesCommands(text.document);
      if (looksLikeCommands) publisher.publish(uri, version, [service.configDiagnostic(membership.message)]);
      else publisher.clear(uri);
      return;
    }
    documents.setKeys.set(uri, membership.setKey);
    if (membership.reason === undefined) {
      documents.dropReport(uri);
      publisher.clear(uri);
      return;
    }
    const peers = membership.setKey === undefined ? [] : documents.setPeers(membership.setKey, uri, settings);
    // A JSON document in a set with sources: the sources are read in the lint process too.
    if (!offThread && this.sourcesElsewhere && this.readsSources(file, membership, peers)) offThread = true;
    const reports = offThread ? await this.lintOffThread(file, membership, peers, settings) : await this.lintHere(file, membership, peers, settings);
    if (reports === undefined) return;
    await this.hooks.beforePublish?.(uri, version);
    await settle(); // changes that arrived during the lint are applied before deciding what is stale
    const versions = new Map<string, number>([[uri, version], ...peers.map((p): [string, number] => [p.file.uri, p.file.version])]);
    for (const [memberUri, report] of reports) {
      const memberVersion = versions.get(memberUri)!;
      if (!this.stillCurrent(memberUri, memberVersion)) continue;
      const memberText = documents.textOf(memberUri);
      if (!memberText) continue;
      documents.storeReport(memberUri, memberVersion, report);
      if (memberUri !== uri) documents.setKeys.set(memberUri, membership.setKey);
      publisher.publish(memberUri, memberVersion, service.toDiagnostics(report, memberText));
    }
  }

  /** The paced lint on this thread: the reports by URI, or undefined when it published (or dropped) its outcome itself. */
  private async lintHere(file: OpenFile, membership: Membership, peers: readonly SetPeer[], settings: ServerSettings): Promise<Map<string, PublishedReport> | undefined> {
    const { uri, version } = file;
    // Between the steps of the lint, pending messages are handled; a change makes it stop early.
    const outdated = new Error('outdated');
    const pause = async (): Promise<void> => {
      await yieldToMessages();
      if (!this.context.documents.isCurrent(uri, version)) throw outdated;
    };
    let reports: Map<string, FileReport>;
    try {
      reports = await this.context.documents.workspace.lint(file, membership, peers, settings, pause);
    } catch (error) {
      if (error === outdated) {
        this.stillCurrent(uri, version); // counted and logged as dropped
        return undefined;
      }
      if (!(error instanceof ConfigError)) throw error;
      this.context.publisher.publish(uri, version, [this.context.service.configDiagnostic(error.message)]);
      return undefined;
    }
    return new Map([...reports].map(([memberUri, report]) => [memberUri, publishedReport(report)]));
  }

  /** The job of the lint process for a document: the open files' texts, the other files' paths. */
  private job(kind: LintJob['kind'], file: OpenFile, membership: Membership, peers: readonly SetPeer[], settings: ServerSettings): { job: LintJob; openFiles: readonly OpenFile[]; characters: number } {
    const { files, openFiles } = this.context.documents.workspace.plan(file, membership, peers);
    let characters = 0;
    const job: LintJob = {
      kind,
      files: files.map(({ path, open }) => {
        if (!open) return { path };
        characters += open.source!.length;
        return { path, text: open.source!, jsonc: open.jsonc === true, ...(open.sourceName !== undefined ? { sourceName: open.sourceName } : {}) };
      }),
      target: file.path,
      wanted: openFiles.map((open) => open.path),
      scope: settings.scope,
      rules: settings.rules,
      sniffed: membership.reason === 'sniff',
    };
    return { job, openFiles, characters };
  }

  /** The lint in the lint process: the reports by URI, or undefined when it published (or dropped) its outcome itself. */
  private async lintOffThread(file: OpenFile, membership: Membership, peers: readonly SetPeer[], settings: ServerSettings): Promise<Map<string, PublishedReport> | undefined> {
    const { uri, version } = file;
    const { publisher, documents, service } = this.context;
    const { job, openFiles, characters } = this.job('lint', file, membership, peers, settings);
    let result: LintJobResult;
    try {
      result = await this.lintWorker().run(job, this.limits(settings, characters), () => documents.isCurrent(uri, version));
    } catch (error) {
      if (error instanceof LintWorkerFailure && error.outdated) {
        if (!this.shuttingDown) this.stillCurrent(uri, version);
        return undefined;
      }
      if (this.stillCurrent(uri, version)) publisher.publish(uri, version, [service.lintFailedDiagnostic(error instanceof Error ? error.message : String(error))]);
      return undefined;
    }
    if (result.kind === 'config-error') {
      if (this.stillCurrent(uri, version)) publisher.publish(uri, version, [service.configDiagnostic(result.message)]);
      return undefined;
    }
    if (result.kind === 'not-commands') {
      documents.dropReport(uri);
      publisher.clear(uri);
      return undefined;
    }
    if (result.kind !== 'reports') return undefined;
    for (const message of result.unreadable) this.unreadable(message);
    const byPath = new Map(openFiles.map((open) => [open.path, open]));
    for (const [path, names] of result.names) {
      const open = byPath.get(path)!;
      documents.storeNames(open.uri, open.version, names);
    }
    return new Map(result.reports.map(([path, report]) => [byPath.get(path)!.uri, report]));
  }

  /**
   * The text of a document with every automatic fix applied (see Workspace.fixAll), computed on
   * the lint process for a big document or a source; undefined when nothing changes or it cannot be had.
   */
  async fixedText(file: OpenFile, membership: Membership, settings: ServerSettings): Promise<string | undefined> {
    const { documents } = this.context;
    const peers = membership.setKey === undefined ? [] : documents.setPeers(membership.setKey, file.uri, settings);
    const offThread = this.offThread(file.source?.length ?? 0, file.sourceName !== undefined) || (this.sourcesElsewhere && this.readsSources(file, membership, peers));
    if (!offThread) return documents.workspace.fixAll(file, membership, peers, settings);
    const { job, characters } = this.job('fix', file, membership, peers, settings);
    try {
      const result = await this.lintWorker().run(job, this.limits(settings, characters), () => documents.isCurrent(file.uri, file.version));
      return result.kind === 'fixed' ? result.output : undefined;
    } catch (error) {
      if (!(error instanceof LintWorkerFailure)) throw error;
      return undefined;
    }
  }

  /** Files of a set that could not be read: said in the log once (each lint of the set meets them again). */
  private readonly unreadableSaid = new Set<string>();

  private unreadable(message: string): void {
    if (this.unreadableSaid.has(message)) return;
    if (this.unreadableSaid.size >= 1000) this.unreadableSaid.clear();
    this.unreadableSaid.add(message);
    this.context.log(`cmdlint: ${message} The set is linted without it.`);
  }

  /** Whether a lint of `version` may go on (or publish); counts and logs the drop when not. */
  private stillCurrent(uri: string, version: number): boolean {
    if (this.context.documents.isCurrent(uri, version)) return true;
    this.context.publisher.dropped(uri, version);
    return false;
  }
}
