// fbc-bot's Kubernetes I/O, through kubectl: one function per operation, each taking the client as
// its first argument. Nothing else in fbc-bot talks to a cluster.
export { kubeClient, kubectl, KubeError, type KubeClient } from './kubectl.js';
export {
  applyObjects,
  deleteObject,
  FIELD_MANAGER,
  getObject,
  getObjects,
  listObjects,
  mergePatch,
  resourceName,
  type KubeItem,
  type KubeRef,
} from './resources.js';
export { podLogTail } from './logs.js';
