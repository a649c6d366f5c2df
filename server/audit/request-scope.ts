import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

// Who is acting in the current request, for the audit log. The access checks record the admin
// they let in; a domain write then reads it here, so no business function needs an extra
// "actor" parameter threaded through every route and REST handler.

type Scope = { actor?: { id: string; email: string }; ip?: string };

const storage = new AsyncLocalStorage<Scope>();

export const requestScope: RequestHandler = (req, _res, next) => {
  storage.run({ ip: req.ip }, next);
};

export function setActor(actor: { id: string; email: string }) {
  const scope = storage.getStore();
  if (scope) scope.actor = { id: actor.id, email: actor.email };
}

export function currentScope(): Scope {
  return storage.getStore() ?? {};
}
