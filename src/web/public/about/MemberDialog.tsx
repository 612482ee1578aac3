import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { TeamMember } from '../../content/team.ts';
import { Avatar } from './Avatar.tsx';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
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
 * A team member's details in a modal dialog (native <dialog>: the page behind is inert). The x button,
 * Escape and a click on the backdrop close it; `onClosed` then runs (the page returns focus to the card).
 */
export function MemberDialog({ member, onClosed }: { member: TeamMember; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
  }, []);

  const close = () => dialogRef.current?.close();
  const titleId = `member-${member.id}-name`;
  const { classYear, major, responsibilities } = member.description;

  return (
    <dialog
      ref={dialogRef}
      className="member-dialog"
      aria-labelledby={titleId}
      onClose={onClosed}
      onKeyDown={keepFocusInside}
      // A click on the backdrop (the dialog box itself, outside its body) closes it too.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="member-dialog-body">
        <button ref={closeRef} type="button" className="dialog-close" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <Avatar member={member} alt={`Portrait of ${member.name}`} className="member-dialog-photo" />
        <h2 id={titleId}>{member.name}</h2>
        <dl className="member-facts">
          <div>
            <dt>Class year</dt>
            <dd>{classYear}</dd>
          </div>
          <div>
            <dt>Major</dt>
            <dd>{major}</dd>
          </div>
          <div>
            <dt>Responsibilities</dt>
            <dd>{responsibilities}</dd>
          </div>
        </dl>
      </div>
    </dialog>
  );
}
