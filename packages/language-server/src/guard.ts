// Handlers that cannot take the server down: a request with malformed params is answered
// InvalidParams, an exception is logged and answered InternalError (a request) or only logged (a
// notification), and the server carries on.
import { ErrorCodes, ResponseError } from 'vscode-languageserver/node.js';
import { describeParams } from './validate.js';

export type ErrorLog = (where: string, error: unknown) => void;

export function guardRequest<P, R>(log: ErrorLog, method: string, valid: (params: unknown) => params is P, handler: (params: P) => R | Promise<R>): (params: P) => Promise<R | ResponseError<void>> {
  return async (params: P) => {
    if (!valid(params)) return new ResponseError(ErrorCodes.InvalidParams, `${method}: malformed params ${describeParams(params)}`);
    try {
      return await handler(params);
    } catch (error) {
      log(method, error);
      return new ResponseError(ErrorCodes.InternalError, `cmdlint: ${method} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

export function guardNotification<P>(log: ErrorLog, method: string, handler: (params: P) => void | Promise<void>): (params: P) => void {
  return (params: P) => {
    try {
      const done = handler(params);
      if (done) done.catch((error: unknown) => log(method, error));
    } catch (error) {
      log(method, error);
    }
  };
}
