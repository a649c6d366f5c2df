import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

// Who is acting in the current request, for the audit log. The access checks record the admin
// they let in; a domain write then reads it here, so no business function needs an extra
// "actor" parameter threaded through every route and REST handler.
// It also carries what must be undone if the request ends in a server error: a rate-limit slot
// taken by a request that then failed on our side is given back (ADR 0064).

type Scope = {
  actor?: { id: string; email: string };
  ip?: string;
  onServerError?: (() => Promise<void> | void)[];
  claimed?: Set<string>;
};

const storage = new AsyncLocalStorage<Scope>();

export const requestScope: RequestHandler = (req, res, next) => {
  const scope: Scope = { ip: req.ip };
  res.on("finish", () => {
    if (res.statusCode < 500) return;
    for (const undo of scope.onServerError ?? []) {
      Promise.resolve(undo()).catch(() => {});
    }
  });
  storage.run(scope, next);
};

/** Runs `undo` if this request's answer turns out to be a server error (5xx). */
export function undoOnServerError(undo: () => Promise<void> | void) {
  const scope = storage.getStore();
  if (!scope) return;
  scope.onServerError ??= [];
  scope.onServerError.push(undo);
}

/**
 * True the first time this request claims `key`: a request that passes two counting doors (the
 * sign-up page's, then Better Auth's hook) takes one rate-limit slot, not two (ADR 0149).
 */
export function claimOnce(key: string) {
  const scope = storage.getStore();
  if (!scope) return true;
  scope.claimed ??= new Set();
  if (scope.claimed.has(key)) return false;
  scope.claimed.add(key);
  return true;
}

export function setActor(actor: { id: string; email: string }) {
  const scope = storage.getStore();
  if (scope) scope.actor = { id: actor.id, email: actor.email };
}

export function currentScope(): Scope {
  return storage.getStore() ?? {};
}
