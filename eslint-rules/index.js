// The project's own lint rules: the layering of src/ and the absence of import cycles in it.
import layers from './layers.js';
import noCycle from './no-cycle.js';

export default { meta: { name: 'fbc-bot' }, rules: { layers, 'no-cycle': noCycle } };
