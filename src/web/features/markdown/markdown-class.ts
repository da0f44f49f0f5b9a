/**
 * How rendered Markdown looks: the app's theme tokens (primary, muted, border), so it reads in the
 * light and the dark theme alike; sizes kept close to the dialog's text, a heading no louder than a title.
 */
export const markdownClass = [
  "grid gap-2 text-sm leading-relaxed wrap-anywhere",
  "[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold",
  "[&_h3]:font-semibold [&_h4]:font-medium [&_h5]:font-medium [&_h6]:font-medium",
  "[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5 [&_li>ul]:mt-1 [&_li>ol]:mt-1",
  "[&_ul.contains-task-list]:list-none [&_ul.contains-task-list]:pl-1",
  "[&_input]:mr-1.5 [&_input]:size-3.5 [&_input]:align-[-0.125em] [&_input]:accent-primary",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:whitespace-pre [&_pre_code]:wrap-normal",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
  "[&_hr]:border-border [&_del]:text-muted-foreground",
].join(" ");
