import { useState } from 'react';
import { CHECKLIST_GROUPS, checklistItemsOf } from '../../content/checklist.ts';
import {
  PRODUCT_SECTIONS,
  type ProductBlock,
  type ProductSection,
  productPage,
} from '../../content/product.ts';

/** The 20-item checklist in its four numbered groups. */
function Checklist() {
  return (
    <div className="checklist">
      {CHECKLIST_GROUPS.map((group) => (
        <div key={group.id} className="checklist-group">
          <h3 id={`checklist-${group.id}`}>
            {group.title}{' '}
            <span className="checklist-range">
              (items {group.first}-{group.last})
            </span>
          </h3>
          <ol start={group.first} aria-labelledby={`checklist-${group.id}`}>
            {checklistItemsOf(group.id).map((item) => (
              <li key={item.id} value={item.number} data-item={item.id}>
                {item.text}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

function Block({ block }: { block: ProductBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'bullets':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="step-list">
          {block.items.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
              {step.points && (
                <ul>
                  {step.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      );
    case 'checklist':
      return <Checklist />;
  }
}

/**
 * One collapsible section (docs/product.md#behaviour): collapsed at first; a click on its image reveals the text, and it stays
 * revealed (there is no way back, as specified).
 */
function Section({ section }: { section: ProductSection }) {
  const [revealed, setRevealed] = useState(false);
  const titleId = `${section.id}-title`;
  const textId = `${section.id}-text`;
  return (
    <section className={`product-section${revealed ? ' is-revealed' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{section.title}</h2>
      <button
        type="button"
        className="reveal-button"
        aria-expanded={revealed}
        aria-controls={textId}
        onClick={() => setRevealed(true)}
      >
        <img src={section.image.src} alt={section.image.alt} width={320} height={200} />
        <span className="reveal-hint">
          {revealed ? 'Shown below' : 'Select to read'}
          <span className="visually-hidden">: {section.title}</span>
        </span>
      </button>
      <div id={textId} className="section-text" hidden={!revealed}>
        {section.body.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order.
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

/** docs/product.md#screens `/product`: the six collapsible sections. */
export default function ProductSections() {
  return (
    <>
      <title>Product · Pediatric Airway Management Assistant</title>
      <header className="page-head">
        <p className="eyebrow">{productPage.eyebrow}</p>
        <h1>{productPage.title}</h1>
        <p className="lead">{productPage.intro}</p>
      </header>
      <div className="product-sections">
        {PRODUCT_SECTIONS.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </div>
    </>
  );
}
