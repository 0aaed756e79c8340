// Flows as code: the flows and operations of directus/flows/, compared with the running Directus and
// corrected by provisioning. Flows that exist only in the database are reported, not deleted: someone
// built them in the Studio and should move them into directus/flows/ (or delete them) on purpose.

import { flows } from '../flows/index.mjs';
import { differingKeys } from './compare.mjs';

const FLOW_KEYS = ['name', 'icon', 'color', 'description', 'status', 'trigger', 'accountability', 'options'];
const OPERATION_KEYS = ['name', 'key', 'type', 'position_x', 'position_y', 'options', 'resolve', 'reject'];

const pick = (object, keys) => Object.fromEntries(keys.map((k) => [k, object[k] ?? null]));

/**
 * Differences between the running flows and directus/flows/, each with a `fix(api)` when safe.
 * @param {ReturnType<import('./client.mjs').createClient>} api an admin client
 */
export async function diffFlows(api) {
  const [liveFlows, liveOperations] = await Promise.all([
    api.get('/flows', { limit: -1, fields: 'id,name,icon,color,description,status,trigger,accountability,options,operation' }),
    api.get('/operations', { limit: -1, fields: 'id,flow,name,key,type,position_x,position_y,options,resolve,reject' }),
  ]);
  const differences = [];
  const add = (item, message, fix) => differences.push({ area: 'flows', item, message, fix });

  for (const flow of flows) {
    const item = `flow ${flow.name}`;
    const live = liveFlows.find((f) => f.id === flow.id);
    const wanted = pick(flow, FLOW_KEYS);
    if (!live) {
      add(item, 'flow is missing', (c) => c.post('/flows', { id: flow.id, ...wanted }));
    } else {
      const diff = differingKeys(wanted, live);
      if (diff.length > 0) add(item, `flow differs (${diff.join('; ')})`, (c) => c.patch(`/flows/${flow.id}`, wanted));
    }
    for (const operation of flow.operations) {
      const liveOperation = liveOperations.find((o) => o.id === operation.id);
      const wantedOperation = pick(operation, OPERATION_KEYS);
      if (!liveOperation) {
        add(`${item}: operation ${operation.key}`, 'operation is missing', (c) =>
          c.post('/operations', { id: operation.id, flow: flow.id, ...wantedOperation }),
        );
        continue;
      }
      const diff = differingKeys({ ...wantedOperation, flow: flow.id }, liveOperation);
      if (diff.length > 0) {
        add(`${item}: operation ${operation.key}`, `operation differs (${diff.join('; ')})`, (c) =>
          c.patch(`/operations/${operation.id}`, { ...wantedOperation, flow: flow.id }),
        );
      }
    }
    const first = flow.operations[0]?.id ?? null;
    if (live && live.operation !== first) {
      add(item, `first operation is ${live.operation}, expected ${first}`, (c) => c.patch(`/flows/${flow.id}`, { operation: first }));
    } else if (!live && first) {
      add(item, 'first operation is not set', (c) => c.patch(`/flows/${flow.id}`, { operation: first }));
    }
    const declared = new Set(flow.operations.map((o) => o.id));
    for (const extra of liveOperations.filter((o) => o.flow === flow.id && !declared.has(o.id))) {
      add(`${item}: operation ${extra.key}`, 'operation is not declared in directus/flows/', (c) => c.delete(`/operations/${extra.id}`));
    }
  }

  const ours = new Set(flows.map((f) => f.id));
  for (const live of liveFlows.filter((f) => !ours.has(f.id))) {
    add(`flow ${live.name}`, `flow ${live.id} exists in the database but not in directus/flows/: move it there or delete it`);
  }
  return differences;
}

/**
 * Applies directus/flows/ until nothing fixable differs; returns what was changed.
 * @param {ReturnType<import('./client.mjs').createClient>} api
 */
export async function applyFlows(api, { log = () => {} } = {}) {
  const applied = [];
  // Two passes: a new flow's first operation can only be linked once the operation exists.
  for (let pass = 0; pass < 2; pass++) {
    const differences = (await diffFlows(api)).filter((d) => d.fix);
    if (differences.length === 0) break;
    for (const difference of differences) {
      log(`flows: ${difference.item}: ${difference.message}`);
      try {
        await difference.fix(api);
      } catch (error) {
        throw new Error(`flows: could not fix ${difference.item} (${difference.message})`, { cause: error });
      }
      applied.push(`${difference.item}: ${difference.message}`);
    }
  }
  return applied;
}
