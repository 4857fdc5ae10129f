import { createContext, useContext } from "react";

// The CSP nonce of this response, for Remix's inline scripts.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
