package dev.hakem.verdict.winnability;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The search's queue: its order decides the node counts, so it must be exact and reproducible. */
class HeapTest {

    static List<Integer> drain(Heap heap) {
        List<Integer> out = new ArrayList<>();
        while (!heap.isEmpty()) out.add(heap.pop());
        return out;
    }

    @Test
    void popsTheLowestPriorityFirstNegativeOnesIncluded() {
        Heap heap = new Heap();
        int[] priorities = {5, -3, 12, 0, 7, -40};
        for (int i = 0; i < priorities.length; i++) heap.push(priorities[i], i);
        assertEquals(List.of(5, 1, 3, 0, 4, 2), drain(heap));
    }

    @Test
    void equalPrioritiesComeOutLowestIndexFirstWhateverTheOrderOfPushing() {
        Heap heap = new Heap();
        heap.push(4, 9);
        heap.push(4, 2);
        heap.push(1, 7);
        heap.push(4, 5);
        heap.push(4, 0);
        assertEquals(List.of(7, 0, 2, 5, 9), drain(heap));
    }

    @Test
    void repushPutsBackTheEntryLastPopped() {
        Heap heap = new Heap();
        heap.push(3, 1);
        heap.push(2, 4);
        heap.push(8, 6);
        assertEquals(4, heap.pop());
        heap.repush();
        assertEquals(List.of(4, 1, 6), drain(heap), "back in its place by its own priority");
    }

    @Test
    void manyEntriesComeOutInPriorityThenIndexOrder() {
        Random random = new Random(11);
        Heap heap = new Heap();
        List<int[]> entries = new ArrayList<>();
        // More than the initial array, so that growing is exercised too; few distinct priorities, many ties.
        for (int i = 0; i < 3_000; i++) {
            int priority = random.nextInt(50) - 25;
            entries.add(new int[] {priority, i});
            heap.push(priority, i);
        }
        entries.sort(Comparator.<int[]>comparingInt(e -> e[0]).thenComparingInt(e -> e[1]));
        List<Integer> expected = entries.stream().map(e -> e[1]).toList();
        assertEquals(expected, drain(heap));
    }

    @Test
    void theLargestIndexSurvivesPacking() {
        Heap heap = new Heap();
        heap.push(-1_000, Heap.CAPACITY - 1);
        heap.push(1_000, 0);
        assertEquals(Heap.CAPACITY - 1, heap.pop());
        assertEquals(0, heap.pop());
    }
}
