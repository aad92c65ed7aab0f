// Names in an install plan come from the pull request's catalog. Before one becomes a kubectl
// argument it must be an object name the API server would accept: `--kubeconfig=…` or `-n` is a
// flag to kubectl, and would change which cluster or file it reads.
import { describe, expect, it } from 'vitest';
import { deleteObject, getObject, kubeClient, mergePatch, podLogTail } from '../../src/kube/index.js';

// No kubectl runs: a name is refused before any process starts (this binary does not exist).
const client = kubeClient({ binary: '/nonexistent/kubectl' });
const EXT = { apiVersion: 'olm.operatorframework.io/v1', kind: 'ClusterExtension' };

describe('kube adapter: names that are flags never reach kubectl', () => {
  it.each(['--kubeconfig=/etc/passwd', '-n', 'Hello', 'a b', ''])('refuses the name %j', async (name) => {
    await expect(getObject(client, { ...EXT, name })).rejects.toThrow(/is not a Kubernetes ClusterExtension name/);
    await expect(deleteObject(client, { ...EXT, name })).rejects.toThrow(/is not a Kubernetes/);
    await expect(mergePatch(client, { ...EXT, name }, {})).rejects.toThrow(/is not a Kubernetes/);
  });

  it('refuses a namespace or pod that is a flag, and a kind that is not one', async () => {
    await expect(getObject(client, { ...EXT, name: 'ok', namespace: '--context=prod' })).rejects.toThrow(
      /is not a Kubernetes namespace name/,
    );
    await expect(podLogTail(client, { namespace: 'olm', pod: '--all-namespaces', lines: 1, bytes: 1 })).rejects.toThrow(
      /is not a Kubernetes pod name/,
    );
    await expect(getObject(client, { apiVersion: 'v1', kind: 'pods --all', name: 'x' })).rejects.toThrow(
      /is not a Kubernetes kind/,
    );
  });

  it('lets a valid name through to kubectl (here: not installed, said plainly)', async () => {
    await expect(getObject(client, { ...EXT, name: 'hello-operator.v1' })).rejects.toThrow(
      /was not found: install kubectl/,
    );
  });
});
