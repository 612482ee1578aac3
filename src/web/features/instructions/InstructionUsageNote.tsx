import type { InstructionUsage } from '../../../contract/instruction-usage.ts';
import { DataTable } from '../../components/DataTable.tsx';

const TUTOR_NAMES: Record<InstructionUsage['tutor'], string> = {
  engine: 'the offline scenario engine',
  llm: 'the LLM tutor (the model reads and speaks, the engine decides)',
  'llm-prompt': 'the LLM tutor (prompt only)',
};

/** Which tutor reads the instruction text, and which version the conversations started with. */
export function InstructionUsageNote({ usage }: { usage: InstructionUsage }) {
  return (
    <div className="instruction-usage">
      <p className={usage.readsInstruction ? 'instruction-reads' : 'instruction-unread'} role="note">
        The running tutor is <strong>{TUTOR_NAMES[usage.tutor]}</strong>
        {usage.model ? ` (${usage.model})` : ''}.{' '}
        {usage.readsInstruction
          ? 'It reads this text: a saved version applies to conversations started (or reset) after the save.'
          : 'It does not read this text: it follows the case and its own rules, so saving and Reset change nothing for residents. A saved version is kept for when an LLM tutor is configured (README, "Instruction Editor").'}
      </p>
      {usage.versions.length > 0 && (
        <details>
          <summary>Which version each conversation used</summary>
          <DataTable
            label="Instruction versions"
            columns={['Version', 'Saved', 'Conversations', 'Of them, by the engine']}
          >
            {usage.versions.map((v) => (
              <tr key={v.version}>
                <th scope="row">{v.version}</th>
                <td>
                  <time dateTime={v.savedAt}>{new Date(v.savedAt).toLocaleString()}</time>
                  {v.savedBy ? ` by ${v.savedBy}` : ''}
                </td>
                <td>{v.conversations}</td>
                <td>{v.byEngine}</td>
              </tr>
            ))}
          </DataTable>
          <p className="hint-text">
            Each conversation's version is also in Chat History (Instruction version) and in the exports
            (instruction_version). A conversation by the engine started on a version but never read it.
          </p>
        </details>
      )}
    </div>
  );
}
