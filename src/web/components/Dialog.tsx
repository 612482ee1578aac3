import { type KeyboardEvent, useEffect, useRef } from 'react';
import './dialog.css';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab cycling inside the dialog. showModal() makes the page inert, but Chromium still lets
 * Tab leave the last control for the browser's own toolbar, and the keyboard user is lost.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !event.currentTarget.contains(active);
  if (event.shiftKey ? outside || active === first : outside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Where focus starts: the first field to fill in, else the first action; the x button only when there is
 * nothing else (showModal() alone focuses the x, the first control in the box).
 */
function firstControl(dialog: HTMLDialogElement): HTMLElement | null {
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select') ??
    dialog.querySelector<HTMLElement>('.dialog-body button:not(.dialog-close)') ??
    dialog.querySelector<HTMLElement>('.dialog-close')
  );
}

type Props = {
  /** The id of the heading that names the dialog. */
  titleId: string;
  className?: string;
  /** Runs once the dialog has closed: by the x button, Escape, or (with `closeOnBackdrop`) a click beside it. */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  children: React.ReactNode;
};

/**
 * The app's one dialog: a native modal <dialog> opened with showModal(), so the browser makes the page behind
 * inert, closes it on Escape and announces it as a dialog; Tab cycles inside it. It opens when it mounts; the
 * owner unmounts it in `onClose`.
 */
export function Dialog({ titleId, className, onClose, closeOnBackdrop = false, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Focus goes back where it was when the dialog closes (the button that opened it), even if the page
    // moved on meanwhile; showModal() alone would leave it on the body when that button was re-rendered.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    firstControl(dialog)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // The dialog box itself is hit only beside its body, on the backdrop.
      onClick={closeOnBackdrop ? (event) => event.target === event.currentTarget && close() : undefined}
    >
      <div className="dialog-body">
        <button type="button" className="dialog-close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
