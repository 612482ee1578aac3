import { Link } from 'react-router';
import { useSignIn } from '../../auth/useSignIn.ts';
import heroUrl from './hero.svg?no-inline';

/** The steps of the "How it works" strip: [title, text]. */
const STEPS = [
  ['Start a case', 'Sign in, enter your participant ID and type “Begin Simulation”.'],
  ['Manage the airway', 'Type what you would do at the bedside. The child’s vital signs respond.'],
  ['Pause, fix, repeat', 'Miss a critical step and the tutor stops you, explains, and lets you try again.'],
  ['Review', 'Finish with a debrief scored on a 20-item bag-mask ventilation checklist.'],
];

/** docs/product.md#screens `/`: the hero (heading, university label, description), a call to action and how it works. */
export function LandingPage() {
  const signIn = useSignIn();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div>
          <p className="eyebrow">University Research Team · Department of Pediatrics</p>
          <h1 id="hero-title">Pediatric Airway Management Assistant</h1>
          <p className="lead">
            A chatbot that trains pediatric residents for airway emergencies. Work through a simulated case,
            say what you would do, and get Rapid Cycle Deliberate Practice feedback the moment a critical step
            is missed.
          </p>
          <div className="actions">
            <button type="button" className="cta" onClick={() => signIn()}>
              Start practising
            </button>
            <Link className="cta-secondary" to="/product">
              Learn about the study
            </Link>
          </div>
          <p className="note">For training on simulated cases only, not for decisions about real patients.</p>
        </div>
        <img
          className="hero-art"
          src={heroUrl}
          alt="A phone showing the chat tutor, with a bag-valve-mask and a heart-rate badge"
          width={440}
          height={360}
        />
      </section>
      <section className="steps" aria-labelledby="steps-title">
        <h2 id="steps-title">How it works</h2>
        <ol>
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
