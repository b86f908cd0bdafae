import type { FastifyPluginAsync } from 'fastify';
import { sweepFinishedTasks } from './repository.ts';
import { backgroundTaskRoutes } from './routes.ts';

export {
  advanceTask,
  finishTask,
  insertTask,
  setTaskProgress,
  setTaskTotal,
  taskOfJob,
} from './repository.ts';
export { taskContext } from './service.ts';

/** The state of a background task (an import, an export), and the upkeep of old ones. */
export const backgroundTasksModule: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  await app.register(backgroundTaskRoutes);
  deps.jobs.onMaintenance('tarefas concluídas há mais de 30 dias', () =>
    sweepFinishedTasks(deps.db),
  );
};
