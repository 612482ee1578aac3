import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CaseAnalysis, CaseAnalysisSchema } from '../../../contract/api.ts';
import { fieldConflicts } from '../../api/case-analysis.ts';
import { AnalysisReport } from './AnalysisReport.tsx';
import { ConfirmConflictsDialog } from './ConfirmConflictsDialog.tsx';

const ADULT_MASK =
  'accepts an adult mask: the built-in limits reject it as too big for a 7-month-old and expect an infant mask (size 1-2)';

/** An analysis as POST /analyze-case answers for a 7-month-old whose equipment text names an adult mask. */
const analysis: CaseAnalysis = CaseAnalysisSchema.parse({
  phases: [
    {
      number: 1,
      requiredItems: ['BMV-8', 'BMV-10'],
      fields: [
        {
          field: 'ventilationEquipment',
          items: ['BMV-8'],
          rules: ['mask accepted: adult'],
          warnings: [ADULT_MASK],
        },
        { field: 'airwayManagement', items: ['BMV-10'], rules: ['oxygen flow: 10-15 L/min'], warnings: [] },
      ],
      warnings: [],
    },
    { number: 2, requiredItems: [], fields: [], warnings: [] },
  ],
  warnings: [],
  patient: { described: 'a 7-month-old' },
});

describe('the analysis view', () => {
  it('shows a field warning beside the field it is about, not with the others', () => {
    const html = renderToStaticMarkup(<AnalysisReport caseId={3} analysis={analysis} onTry={() => {}} />);
    const equipment = html.slice(html.indexOf('Ventilation equipment'), html.indexOf('Airway management'));
    expect(equipment).toContain('mask accepted: adult');
    expect(equipment).toContain(
      'Phase 1, Ventilation equipment: against the built-in limits for the patient&#x27;s age',
    );
    expect(equipment).toContain('Accepts an adult mask: the built-in limits reject it as too big');
    expect(html.slice(html.indexOf('Airway management'))).not.toContain('against the built-in limits');
  });

  it('lists every field warning for the confirmation, with its phase and field', () => {
    expect(fieldConflicts(analysis)).toEqual([
      { phase: 1, field: 'ventilationEquipment', warning: ADULT_MASK },
    ]);
    const html = renderToStaticMarkup(
      <ConfirmConflictsDialog conflicts={fieldConflicts(analysis)} onConfirm={() => {}} onClose={() => {}} />,
    );
    expect(html).toMatch(/^<dialog /);
    expect(html).toContain('Phase 1, Ventilation equipment: Accepts an adult mask');
    expect(html).toContain('>Submit anyway</button>');
    expect(html).toContain('>Go back and edit</button>');
  });
});
