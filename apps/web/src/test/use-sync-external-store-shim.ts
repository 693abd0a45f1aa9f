// Vitest only: `use-sync-external-store/shim` (Tiptap) is CommonJS and `require`s react, which the
// Preact aliases cannot reach in Node; Preact's compat layer has the hook itself.
export { useSyncExternalStore } from 'react';
