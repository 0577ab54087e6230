package dev.hakem.verdict;

import dev.hakem.chess.board.Color;
import dev.hakem.chess.text.Phrase;
import dev.hakem.chess.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Draw offers in a game (the house rules' "Draw offers"): at most one offer per position per
 * player; an offer stands until the opponent answers, and declining or the opponent moving
 * without answering ends it; the offerer's own move does not withdraw it.
 *
 * <p>Under {@link RuleSet#FIDE} two articles of the Laws come on top. An agreement ends the game
 * only once both players have made at least one move (FIDE 5.2.3): before that an offer could not
 * end it, so the side to move may not offer yet. And an offer is made after one's own move, before
 * pressing the clock (9.1.2.1): an offer made at another time is valid, but noted, as the arbiter may
 * penalise it (11.5). A claim of a draw under 9.2 or 9.3 counts as an offer (9.1.2.3), and is listed
 * among the offers like one. The online rules have neither restriction.
 *
 * <p>An offer is recorded with the ply of the position in which it was made (0 = the start
 * position, i = the position after move i) and the side that made it, which must be the side to
 * move in that position (an offer made together with a move is recorded at the position before
 * that move). Positions are compared as FIDE 9.2.3 does ({@link Game#occurrencesUpTo}): an offer
 * made in a position that stands again later counts for that position, so the player may not offer
 * again there.
 *
 * <p>In the current position (ply {@code n}, the end of the game):
 * <ul>
 *   <li>the side to move may offer unless it already made an offer at some ply at which the same
 *       position stood (the current ply included);</li>
 *   <li>an offer stands now if and only if it was made at ply {@code n - 1} by the side that is not
 *       to move now: the opponent offered with (or just before) the move it has just made, and the
 *       side to move has not answered yet. Offers made earlier were answered or lapsed when the
 *       side to move then moved; an offer made at ply {@code n} is the side to move's own and stands
 *       only for the opponent's next turn.</li>
 * </ul>
 */
public final class DrawOffers {
    private DrawOffers() {}

    /**
     * @param withMove whether the offer was made together with a move of the offerer (FIDE 9.1.2.1:
     *                 after making the move, before pressing the clock); false for an offer made
     *                 without one, null when not said
     */
    public record Offer(int ply, Color by, Boolean withMove) {
        public Offer(int ply, Color by) {
            this(ply, by, null);
        }
    }

    /**
     * @param side       the side to move, whose question this answers
     * @param allowed    whether it may offer a draw now
     * @param reason     why, as a phrase (keys {@code offer.reason.*})
     * @param earlier    the plies of its earlier offers in this same position (empty when allowed)
     * @param standing   the opponent's offer standing now, or null
     * @param agreementEnds whether an agreement now would end the game drawn (FIDE 5.2.3: both
     *                   players have made at least one move; always under the online rules)
     * @param notes      what the Laws note about the offers made (FIDE 9.1.2.1), each a phrase
     */
    public record Answer(Color side, boolean allowed, Phrase reason, List<Integer> earlier, Offer standing,
                         boolean agreementEnds, List<Phrase> notes) {}

    /** A recorded offer that cannot have been made: its index in the list as given, and why. */
    public static final class InvalidOffer extends InvalidArgumentException {
        private final int index;

        InvalidOffer(int index, Phrase phrase) {
            super(phrase);
            this.index = index;
        }

        public int index() {
            return index;
        }
    }

    /**
     * Judges the current position of {@code game} (its last ply) given the offers recorded so far.
     *
     * @throws InvalidOffer when an offer's ply is outside 0..plies, its side was not to move at
     *                      that ply, or the same player had already offered in that position
     */
    public static Answer judge(Game game, List<Offer> offers) {
        return judge(game, offers, RuleSet.FIDE);
    }

    /**
     * Whether both players have made at least one move by the position, as its move number tells:
     * the side to move at move 1 is White, or Black before its first move (FIDE 5.2.3).
     */
    public static boolean bothHaveMoved(Position p) {
        return p.fullmoveNumber() >= 2;
    }

    /** As {@link #judge(Game, List)}, under the rule set: FIDE 5.2.3 and 9.1.2.1 apply under {@code fide}. */
    public static Answer judge(Game game, List<Offer> offers, RuleSet rules) {
        int n = game.plies();
        for (int i = 0; i < offers.size(); i++) {
            Offer o = offers.get(i);
            if (o.by() == null) throw new InvalidOffer(i, Phrase.of("offer.no_side", i));
            if (o.ply() < 0 || o.ply() > n)
                throw new InvalidOffer(i, Phrase.of("offer.outside_game", i, o.ply(), n));
            Color toMove = game.position(o.ply()).turn();
            if (o.by() != toMove)
                throw new InvalidOffer(i, Phrase.of("offer.not_on_turn", i, o.by(), o.ply(), toMove));
        }
        // Every recorded offer must itself have been allowed: in ply order, no player offering twice in one position.
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < offers.size(); i++) order.add(i);
        order.sort(Comparator.comparingInt((Integer i) -> offers.get(i).ply()).thenComparingInt(i -> i));
        for (int a = 0; a < order.size(); a++) {
            Offer o = offers.get(order.get(a));
            Position p = game.position(o.ply());
            for (int b = 0; b < a; b++) {
                Offer earlier = offers.get(order.get(b));
                if (earlier.by() == o.by() && game.position(earlier.ply()).sameAs(p))
                    throw new InvalidOffer(order.get(a), Phrase.of("offer.twice", order.get(a), o.by(), earlier.ply()));
            }
        }

        Color side = game.last().turn();
        List<Integer> same = game.occurrencesUpTo(n);
        List<Integer> earlier = new ArrayList<>();
        for (Offer o : offers) if (o.by() == side && same.contains(o.ply()) && !earlier.contains(o.ply())) earlier.add(o.ply());
        earlier.sort(null);

        Offer standing = null;
        for (Offer o : offers) if (o.ply() == n - 1 && o.by() == side.other()) standing = o;

        boolean fide = rules == RuleSet.FIDE;
        boolean agreementEnds = !fide || bothHaveMoved(game.last());
        boolean allowed = earlier.isEmpty() && agreementEnds;
        String key;
        List<Object> args = new ArrayList<>(List.of(side));
        if (!agreementEnds) {
            key = "offer.reason.too_early";
        } else if (allowed) {
            key = "offer.reason.allowed";
        } else if (earlier.contains(n)) {
            key = "offer.reason.offered_here";
        } else {
            key = "offer.reason.offered_earlier";
            args.add(earlier.get(0));
        }
        if (standing != null) {
            key += ".standing";
            args.add(side.other());
            args.add(standing.ply());
        }
        List<Phrase> notes = new ArrayList<>();
        if (fide)
            for (int i = 0; i < offers.size(); i++)
                if (Boolean.FALSE.equals(offers.get(i).withMove()))
                    notes.add(Phrase.of("offer.note.without_move", i, offers.get(i).by(), offers.get(i).ply()));
        return new Answer(side, allowed, new Phrase(key, args), List.copyOf(earlier), standing, agreementEnds,
                List.copyOf(notes));
    }
}
