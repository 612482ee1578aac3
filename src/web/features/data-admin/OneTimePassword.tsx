import { useEffect, useRef, useState } from 'react';

/** A generated password, shown this once: the server keeps only its hash. */
export function OneTimePassword(props: {
  email: string;
  password: string;
  what: 'added' | 'reset';
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const copy = async () => {
    await navigator.clipboard.writeText(props.password).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="one-time-password" role="status" tabIndex={-1} ref={box}>
      <p>
        <strong>
          {props.what === 'added' ? `Account ${props.email} added.` : `New password for ${props.email}.`}
        </strong>{' '}
        Give them this password now: it is shown only once.
      </p>
      <p className="password-line">
        <span className="visually-hidden">Password: </span>
        <code>{props.password}</code>
        <button type="button" className="secondary-button" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </p>
      <button type="button" className="primary-button" onClick={props.onDone}>
        I have noted it
      </button>
    </div>
  );
}
