import { useId, useState } from 'react';
import type { ChecklistItem } from '../../../contract/checklist.ts';
import { ITEM_RESULTS, type ItemResult, MAX_COMMENT_CHARS } from '../../../contract/study.ts';

export const RESULT_LABELS: Record<ItemResult, string> = {
  done: 'Done',
  not_done: 'Not done',
  na: 'N/A',
};

/**
 * One checklist item: three large radio buttons side by side (a thumb's width each) and an optional
 * comment. Native radios keep arrow-key moves and screen-reader announcements for free.
 */
export function ItemRow({
  item,
  result,
  comment,
  missing,
  onResult,
  onComment,
}: {
  item: ChecklistItem;
  result: ItemResult | undefined;
  comment: string;
  /** The observer tried to save without scoring this item. */
  missing: boolean;
  onResult: (result: ItemResult) => void;
  onComment: (comment: string) => void;
}) {
  const id = useId();
  const [commenting, setCommenting] = useState(comment !== '');
  // Opening the comment box puts the cursor in it; a box shown with a saved comment does not steal focus.
  const [opened, setOpened] = useState(false);
  return (
    <li className={`item-row${missing ? ' item-row-missing' : ''}`} data-item={item.id}>
      <fieldset className="item-fieldset" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="item-legend">
          <span className="item-number">{item.number}.</span> <span className="item-label">{item.label}</span>
          <span className="item-text">{item.text}</span>
        </legend>
        <div className="segmented">
          {ITEM_RESULTS.map((value) => (
            <label key={value} className={`segment segment-${value}`}>
              <input
                type="radio"
                name={`${id}-result`}
                value={value}
                checked={result === value}
                onChange={() => onResult(value)}
              />
              <span>{RESULT_LABELS[value]}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${id}-missing`} className="form-error">
            Choose Done, Not done or N/A.
          </p>
        )}
      </fieldset>
      {commenting ? (
        <div className="item-comment">
          <label htmlFor={`${id}-comment`}>Comment on item {item.number} (optional)</label>
          <textarea
            id={`${id}-comment`}
            rows={2}
            maxLength={MAX_COMMENT_CHARS}
            value={comment}
            onChange={(event) => onComment(event.target.value)}
            ref={(element) => {
              if (opened) element?.focus();
            }}
            onFocus={() => setOpened(false)}
          />
        </div>
      ) : (
        <button
          type="button"
          className="item-comment-button"
          onClick={() => {
            setCommenting(true);
            setOpened(true);
          }}
        >
          Add comment<span className="visually-hidden"> on item {item.number}</span>
        </button>
      )}
    </li>
  );
}
