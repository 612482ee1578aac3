import { Dialog } from '../../components/Dialog.tsx';
import type { TeamMember } from '../../content/team.ts';
import { Avatar } from './Avatar.tsx';

/**
 * A team member's details in the app's modal Dialog. The x button, Escape and a click on the backdrop close it;
 * `onClosed` then runs (the page returns focus to the card).
 */
export function MemberDialog({ member, onClosed }: { member: TeamMember; onClosed: () => void }) {
  const titleId = `member-${member.id}-name`;
  const { classYear, major, responsibilities } = member.description;
  return (
    <Dialog titleId={titleId} className="member-dialog" onClose={onClosed} closeOnBackdrop>
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
    </Dialog>
  );
}
