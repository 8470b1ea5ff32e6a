// Warns before what was typed in a form is lost: closing the tab or reloading (the browser's
// own beforeunload prompt), navigating inside the app (a router blocker: links, Back), and
// closing the form's dialog (the caller routes its close through `confirmLeave`). One
// question for all three, asked by <UnsavedChangesDialog>.
import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

export function useUnsavedChanges() {
  const [isDirty, setIsDirty] = useState(false);
  // Read by the blocker and by confirmLeave at the moment they run, not as of the last render:
  // a save that just succeeded marks the form clean and closes it in the same tick.
  const dirty = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
    setIsDirty(value);
  }, []);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  /** Runs `leave` at once when nothing is unsaved, else once the person has said to discard. */
  const confirmLeave = useCallback((leave: () => void) => {
    if (!dirty.current) leave();
    else setPendingLeave(() => leave);
  }, []);

  const isAsking = blocker.state === "blocked" || pendingLeave !== null;

  return {
    isDirty,
    markDirty: useCallback(() => setDirty(true), [setDirty]),
    markClean: useCallback(() => setDirty(false), [setDirty]),
    confirmLeave,
    /** The props of <UnsavedChangesDialog>. */
    dialog: {
      open: isAsking,
      /** Stay: the navigation or the close does not happen. */
      onStay: () => {
        if (blocker.state === "blocked") blocker.reset();
        setPendingLeave(null);
      },
      /** Discard the changes and go on. */
      onLeave: () => {
        setDirty(false);
        if (blocker.state === "blocked") blocker.proceed();
        const leave = pendingLeave;
        setPendingLeave(null);
        leave?.();
      },
    },
  };
}

export type UnsavedChanges = ReturnType<typeof useUnsavedChanges>;
