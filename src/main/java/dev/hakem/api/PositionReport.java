package dev.hakem.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.hakem.chess.Fen;
import dev.hakem.chess.MoveInfo;
import dev.hakem.chess.Position;
import dev.hakem.chess.Square;
import io.quarkus.runtime.annotations.RegisterForReflection;
import java.util.ArrayList;
import java.util.List;

/** What the service says about one position: canonical FEN, side, check, and every legal move. */
@RegisterForReflection
public record PositionReport(String fen, String turn, int halfmoveClock, int fullmoveNumber, boolean check,
                             List<String> checkers, boolean checkmate, boolean stalemate, List<LegalMove> legalMoves,
                             @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Problem.Item> warnings) {

    static PositionReport of(Position p, List<Problem.Item> warnings) {
        List<LegalMove> moves = new ArrayList<>();
        for (MoveInfo info : MoveInfo.all(p)) moves.add(LegalMove.of(info));
        moves.sort((a, b) -> a.uci().compareTo(b.uci()));
        List<String> checkers = new ArrayList<>();
        for (long c = p.checkers(); c != 0; c &= c - 1) checkers.add(Square.name(Long.numberOfTrailingZeros(c)));
        boolean check = !checkers.isEmpty();
        return new PositionReport(Fen.write(p), p.turn().label(), p.halfmoveClock(), p.fullmoveNumber(), check,
                checkers, check && moves.isEmpty(), !check && moves.isEmpty(), moves, warnings);
    }
}
