import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

// The Content-Security-Policy nonce of one server response. The server creates it per request
// and puts it in the router context; the server entry hands it to React, which stamps it on the
// framework's inline scripts. In the browser there is none, and none is needed.

export const nonceRouterContext = createContext<string | undefined>(undefined);

export const NonceContext = createReactContext<string | undefined>(undefined);

export function useNonce() {
  return useContext(NonceContext);
}
