import { useRef, useState } from 'react';
import { TEAM, teamPage } from '../../content/team.ts';
import { Avatar } from './Avatar.tsx';
import { MemberDialog } from './MemberDialog.tsx';

/** docs/product.md#screens `/about`: the title, the team name, a card per member; a card opens the member's dialog. */
export default function TeamPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const member = TEAM.find((m) => m.id === openId);

  return (
    <>
      <title>About us · Pediatric Airway Management Assistant</title>
      <header className="page-head">
        <p className="eyebrow">About us</p>
        <h1>{teamPage.title}</h1>
      </header>
      <section className="team" aria-labelledby="team-name">
        <h2 id="team-name">{teamPage.teamName}</h2>
        <p className="lead">{teamPage.intro}</p>
        <ul className="team-grid">
          {TEAM.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="member-card"
                aria-haspopup="dialog"
                ref={(el) => {
                  if (el) cards.current.set(m.id, el);
                  else cards.current.delete(m.id);
                }}
                onClick={() => setOpenId(m.id)}
              >
                {/* The name is the card's text, read as shown ("Maya Okafor View profile"): the portrait is
                    decoration here (the profile dialog describes it), and nothing hidden renames the button. */}
                <Avatar member={m} alt="" className="member-photo" />
                <span className="member-name" id={`card-${m.id}`}>
                  {m.name}
                </span>
                <span className="member-more"> View profile</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {member && (
        <MemberDialog
          key={member.id}
          member={member}
          onClosed={() => {
            setOpenId(null);
            cards.current.get(member.id)?.focus();
          }}
        />
      )}
    </>
  );
}
