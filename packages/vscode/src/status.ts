// The status bar item, as vscode-eslint's: the server's state (starting, running, stopped or
// failed) beside the editor of a file cmdlint reads, always when something is wrong; a click
// shows the output channel.
import { languages, StatusBarAlignment, ThemeColor, window, type Disposable, type DocumentSelector, type StatusBarItem } from 'vscode';

export type ServerState = 'none' | 'starting' | 'running' | 'stopped' | 'failed';

export const SHOW_OUTPUT_COMMAND = 'cmdlint.showOutputChannel';

const LOOK: Record<Exclude<ServerState, 'none'>, { icon: string; tooltip: string; error: boolean }> = {
  starting: { icon: '$(sync~spin)', tooltip: 'cmdlint: the language server is starting.', error: false },
  running: { icon: '$(check)', tooltip: 'cmdlint: the language server is running.', error: false },
  stopped: { icon: '$(warning)', tooltip: 'cmdlint: the language server stopped. Run "cmdlint: Restart Server" to start it again.', error: true },
  failed: { icon: '$(error)', tooltip: 'cmdlint: the language server could not start or stopped with an error: the output says why. Run "cmdlint: Restart Server" to try again.', error: true },
};

export class ServerStatus implements Disposable {
  private readonly item: StatusBarItem;
  private state: ServerState = 'none';
  private detail = '';
  private selector: DocumentSelector = [];
  private readonly listener: Disposable;

  constructor() {
    this.item = window.createStatusBarItem('cmdlint.status', StatusBarAlignment.Right, 0);
    this.item.name = 'cmdlint';
    this.item.command = SHOW_OUTPUT_COMMAND;
    this.listener = window.onDidChangeActiveTextEditor(() => this.render());
  }

  /** The documents the server reads: the item shows beside their editors. */
  set documents(selector: DocumentSelector) {
    this.selector = selector;
    this.render();
  }

  /** The server's state, and what to add to the tooltip (which server, why it failed). */
  set(state: ServerState, detail = ''): void {
    this.state = state;
    this.detail = detail;
    this.render();
  }

  get current(): ServerState {
    return this.state;
  }

  private render(): void {
    if (this.state === 'none') {
      this.item.hide();
      return;
    }
    const look = LOOK[this.state];
    this.item.text = `${look.icon} cmdlint`;
    this.item.tooltip = `${look.tooltip}${this.detail ? `\n${this.detail}` : ''}\nClick to show the output channel.`;
    this.item.backgroundColor = look.error ? new ThemeColor('statusBarItem.errorBackground') : undefined;
    const document = window.activeTextEditor?.document;
    const ours = document !== undefined && languages.match(this.selector, document) > 0;
    if (ours || look.error) this.item.show();
    else this.item.hide();
  }

  dispose(): void {
    this.listener.dispose();
    this.item.dispose();
  }
}
