import type { MarkdownIt, StateCore, Token } from "markdown-it";

/** GitHub's task-list item: a list item whose text starts with `[ ]`, `[x]` or `[X]` and a space. */
const TASK_MARK = /^\[([ xX])\](?:[ \t]+|$)/;

type TaskEnv = { idPrefix?: string; taskCount?: number };

/**
 * `- [ ] passport` and `- [x] tickets` as list items with a disabled checkbox (ticked for [x]) that the
 * item's text labels (aria-labelledby), so a screen reader says "passport, checkbox, not checked".
 * The boxes show the state written in the note; they are not a control (the text is edited instead).
 */
export function taskListRule(md: MarkdownIt): void {
  md.core.ruler.push("task_lists", (state: StateCore) => {
    const env = state.env as TaskEnv;
    const tokens = state.tokens;
    for (let index = 2; index < tokens.length; index++) {
      const inline = tokens[index] as Token;
      const item = tokens[index - 2] as Token;
      if (inline.type !== "inline" || item.type !== "list_item_open") continue;
      const first = inline.children?.[0];
      const mark = first?.type === "text" ? TASK_MARK.exec(first.content) : null;
      if (!first || !mark || !inline.children) continue;
      first.content = first.content.slice(mark[0].length);
      env.taskCount = (env.taskCount ?? 0) + 1;
      const id = `${env.idPrefix ?? ""}task-${env.taskCount}`;
      const box = new state.Token("task_box", "input", 0);
      box.meta = { id, isChecked: mark[1] !== " " };
      const open = new state.Token("task_label_open", "span", 1);
      open.meta = { id };
      inline.children = [box, open, ...inline.children, new state.Token("task_label_close", "span", -1)];
      item.attrJoin("class", "task-list-item");
      const list = listOf(tokens, index - 2);
      if (list && list.attrGet("class") === null) list.attrSet("class", "contains-task-list");
    }
  });
  const escapeHtml = md.utils.escapeHtml;
  md.renderer.rules.task_box = (tokens, index) => {
    const { id, isChecked } = (tokens[index] as Token).meta as { id: string; isChecked: boolean };
    return `<input type="checkbox" disabled${isChecked ? " checked" : ""} aria-labelledby="${escapeHtml(id)}"> `;
  };
  md.renderer.rules.task_label_open = (tokens, index) =>
    `<span id="${escapeHtml(((tokens[index] as Token).meta as { id: string }).id)}">`;
  md.renderer.rules.task_label_close = () => "</span>";
}

/** The list a list item opens in: the nearest list opening one level up. */
function listOf(tokens: Token[], itemIndex: number): Token | undefined {
  const level = (tokens[itemIndex] as Token).level - 1;
  for (let index = itemIndex - 1; index >= 0; index--) {
    const token = tokens[index] as Token;
    if (token.level === level && (token.type === "bullet_list_open" || token.type === "ordered_list_open"))
      return token;
  }
  return undefined;
}
