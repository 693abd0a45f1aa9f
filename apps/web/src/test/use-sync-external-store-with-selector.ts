// Vitest only: `use-sync-external-store/with-selector` (Headless UI) is CommonJS and `require`s
// react, which the Preact aliases cannot reach in Node; this ES port of it imports `react` (the
// build bundles the original, where the aliases apply). The memo keeps its last selection the way
// React's own shim does, which the compiler's rules cannot follow.
/* eslint-disable react-hooks/immutability, react-hooks/refs */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const inst = useRef<{ hasValue: boolean; value: Selection | null }>({
    hasValue: false,
    value: null,
  }).current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const select = (next: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = next;
        const selection = selector(next);
        if (isEqual && inst.hasValue && isEqual(inst.value as Selection, selection))
          return (memoizedSelection = inst.value as Selection);
        return (memoizedSelection = selection);
      }
      if (Object.is(memoizedSnapshot, next)) return memoizedSelection;
      const selection = selector(next);
      memoizedSnapshot = next;
      if (isEqual?.(memoizedSelection, selection)) return memoizedSelection;
      return (memoizedSelection = selection);
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ];
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [inst, value]);
  useDebugValue(value);
  return value;
}
