/** What the editor does with a change: the edit dialog sends commands, the create dialog keeps a draft. */
export type ChecklistActions = {
  /** Adds a line (after `afterId`, else at the end) and answers its id. */
  add: (title: string, afterId?: string) => string;
  rename: (id: string, title: string) => void;
  tick: (id: string, completed: boolean) => void;
  remove: (id: string) => void;
  move: (id: string, afterId: string | null) => void;
};
