import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/**
 * The one line a 400 answers for input that does not fit the contract: `path: problem`, for the
 * problem that best explains it. An unknown key comes first (a misspelt field shows as an unknown
 * key and a missing one; the unknown key is the author's mistake to fix), then the first other issue.
 * `whole` names the input when it is of the wrong type altogether ("The request body").
 */
export function describeInputProblem(issues: readonly Issue[], whole = 'The input'): string {
  const flat = flatten(issues, []);
  const unknown = flat.find((found) => found.issue.code === 'unrecognized_keys');
  const chosen = unknown ?? flat[0];
  if (!chosen) return 'Invalid input';
  const { issue, path } = chosen;
  if (path.length === 0 && issue.code === 'invalid_type') return `${whole} must be a JSON ${issue.expected}.`;
  if (issue.code === 'unrecognized_keys') {
    const [first, ...more] = issue.keys;
    const also = more.length > 0 ? ` (also ${more.map((key) => at([...path, key])).join(', ')})` : '';
    return `${at([...path, first ?? ''])}: unknown key${also}`;
  }
  return path.length > 0 ? `${at(path)}: ${issue.message}` : issue.message;
}

const at = (path: Path) => path.map(String).join('.');

type Located = { issue: Issue; path: Path };

/** Issues with full paths; a union that no shape matched is replaced by its closest shape's issues. */
function flatten(issues: readonly Issue[], prefix: Path): Located[] {
  return issues.flatMap((issue): Located[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ issue, path }];
    const closest = closestBranch(issue.errors);
    return closest ? flatten(closest, path) : [{ issue, path }];
  });
}

/**
 * The shape the input came closest to: the one whose shallowest problem is deepest (the input
 * matched more of its structure), then the one with the fewest problems at that depth, then the one
 * with the fewest problems in all. A body in the older `{ ScenarioOutline: {...} }` shape with a
 * misspelt key inside is thus told about that key, not that `ScenarioOutline` is unknown to the newer
 * shape; and a phase in the original client's form with a misspelt key is told about that key, not
 * about the four texts the original keeps in `vitalSigns`, which only this app's form does not know.
 */
function closestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  let best: { issues: readonly Issue[]; depth: number; count: number; total: number } | undefined;
  for (const issues of branches) {
    // An object with three unknown keys is one issue, counted as three problems.
    const depths = issues.flatMap((issue) => Array(weightOf(issue)).fill(depthOf(issue)) as number[]);
    const depth = Math.min(...depths);
    const count = depths.filter((d) => d === depth).length;
    const total = depths.length;
    if (
      !best ||
      depth > best.depth ||
      (depth === best.depth && (count < best.count || (count === best.count && total < best.total)))
    ) {
      best = { issues, depth, count, total };
    }
  }
  return best?.issues;
}

/**
 * How deep into the input a problem lies; an unknown key counts as deep as the key itself, and a union nested in a
 * shape (the original client's outline inside `{ ScenarioOutline }`) as deep as its own closest shape's problem.
 */
function depthOf(issue: Issue): number {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = closestBranch(issue.errors) ?? [];
    return issue.path.length + Math.min(...closest.map(depthOf));
  }
  return issue.path.length + (issue.code === 'unrecognized_keys' ? 1 : 0);
}
const weightOf = (issue: Issue) => (issue.code === 'unrecognized_keys' ? issue.keys.length : 1);
