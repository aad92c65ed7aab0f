// One reason an OLM flavour will not install a bundle (or needs more of the cluster to), before
// installability.ts turns it into a finding for the catalog's consumers.
import type { Path } from '../catalog/declcfg.js';
import type { OlmFlavour } from '../model/consumers.js';
import type { RuleId } from '../model/rule-table.js';

export interface InstallIssue {
  readonly flavour: OlmFlavour;
  /** The flavour refuses the install whatever the cluster holds (else: it needs something of the cluster). */
  readonly refuses: boolean;
  readonly rule: RuleId;
  /** Why, completing "OLM v1 will not install "b": …". */
  readonly message: string;
  /** Where in the bundle's document (default: the document). */
  readonly path?: Path;
}
