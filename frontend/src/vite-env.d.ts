/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the public and admin APIs; `/ws` (the gateway prefix) when unset. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
