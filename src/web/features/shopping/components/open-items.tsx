import type { ShoppingItem } from "@shared/schemas/note";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { groupOpenItems, moveCategory } from "../category-groups";
import { useCategoryNames } from "../use-category-names";
import { CategoryGroup } from "./category-group";
import { ItemList, ItemSection } from "./item-section";

type OpenItemsProps = {
  items: readonly ShoppingItem[];
  /** The user's category order (the way through the shop). */
  order: readonly string[];
  /** False while the stored order is unknown (it failed to load): moving would overwrite it. */
  canArrange: boolean;
  /**
   * The order last asked for while it is being saved: a move clicked before the last one shows (its
   * change still on its way into the outbox) starts from it, so two quick clicks move twice.
   */
  pendingOrder?: readonly string[] | undefined;
  onOrderChange: (order: string[]) => void;
  renderRow: (item: ShoppingItem) => ReactNode;
};

/**
 * "To buy": the open items grouped by category in the user's order, "Other" last; each group moves up
 * or down with its buttons, the focus stays on the button pressed and the new place is announced.
 * A list without any categories stays one plain list.
 */
export function OpenItems({ items, order, canArrange, pendingOrder, onOrderChange, renderRow }: OpenItemsProps) {
  const { t } = useTranslation("shopping");
  const { labelOf, compare } = useCategoryNames();
  const groups = groupOpenItems(items, order, compare);
  const shown = categoriesOf(groups);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ category: string; direction: -1 | 1; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The order last asked for and the order shown when it was asked: between its save settling (no longer
  // pending) and the stored order arriving here, a second quick move must start from it, not from the old one.
  const lastAsked = useRef<{ order: string[]; shownOrder: readonly string[] } | null>(null);

  // After the groups have been reordered: the pressed button again, or its twin once at the edge.
  useLayoutEffect(() => {
    const request = focusAfterMove.current;
    // Only once the group has arrived at its new place (the order changes a moment after the click).
    if (!request || shown.indexOf(request.category) !== request.index) return;
    const pressed = moveButtons.current.get(`${request.direction}:${request.category}`);
    const twin = moveButtons.current.get(`${-request.direction}:${request.category}`);
    const target = pressed && !pressed.disabled ? pressed : twin;
    if (!target || target.disabled) return;
    focusAfterMove.current = null;
    target.focus();
  });

  if (count === 0) return null;

  const handleMove = (category: string, direction: -1 | 1) => {
    const asked = lastAsked.current?.shownOrder === order ? lastAsked.current.order : undefined;
    const base = pendingOrder ?? asked ?? order;
    const baseShown = base === order ? shown : categoriesOf(groupOpenItems(items, base, compare));
    const index = baseShown.indexOf(category) + direction;
    if (index < 0 || index >= baseShown.length) return; // already at the edge after the earlier move
    focusAfterMove.current = { category, direction, index };
    setAnnouncement(t("groups.moved", { name: labelOf(category), position: index + 1, count: baseShown.length }));
    const next = moveCategory(base, baseShown, category, direction);
    lastAsked.current = { order: next, shownOrder: order };
    onOrderChange(next);
  };

  const buttonRef = (category: string) => (direction: -1 | 1) => (element: HTMLButtonElement | null) => {
    const key = `${direction}:${category}`;
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  const isPlain = shown.length === 0;
  return (
    <ItemSection
      title={t("sections.open")}
      count={count}
      description={shown.length > 1 && canArrange ? t("groups.hint") : undefined}
    >
      {isPlain ? (
        <ItemList>{groups[0]?.items.map(renderRow)}</ItemList>
      ) : (
        <div className="flex flex-col gap-4">
          {groups.map((group) => {
            const index = group.category === null ? -1 : shown.indexOf(group.category);
            const category = group.category;
            return (
              <CategoryGroup
                key={category ?? "\u0000other"}
                label={labelOf(category)}
                count={group.items.length}
                move={
                  category === null || !canArrange || shown.length < 2
                    ? undefined
                    : {
                        canMoveUp: index > 0,
                        canMoveDown: index < shown.length - 1,
                        onMove: (direction) => handleMove(category, direction),
                        buttonRef: buttonRef(category),
                      }
                }
              >
                {group.items.map(renderRow)}
              </CategoryGroup>
            );
          })}
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </ItemSection>
  );
}

/** The categories of the groups in their order, "Other" (no category) left out. */
function categoriesOf(groups: ReturnType<typeof groupOpenItems>): string[] {
  return groups.flatMap((group) => (group.category === null ? [] : [group.category]));
}
