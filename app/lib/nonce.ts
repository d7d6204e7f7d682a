import { createContext, useContext } from 'react'

/** The CSP nonce of this response; empty in the browser (scripts are already trusted there). */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
