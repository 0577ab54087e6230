package dev.hakem.api.i18n;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import dev.hakem.contract.ContractChecked;
import org.junit.jupiter.api.extension.ExtendWith;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.*;

/**
 * Every human message in English (the default) and Turkish, chosen by Accept-Language: verdicts,
 * rules, spoken moves, problem titles, details and items; and the headers that say so.
 */
@QuarkusTest
@ExtendWith(ContractChecked.class)
class LanguagesApiTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    static ValidatableResponse position(String fen, String language) {
        var r = given().queryParam("fen", fen);
        if (language != null) r = r.header("Accept-Language", language);
        return r.when().get("/v1/position").then();
    }

    static ValidatableResponse game(String body, String language) {
        var r = given().contentType(ContentType.JSON).body(body);
        if (language != null) r = r.header("Accept-Language", language);
        return r.when().post("/v1/game").then();
    }

    static ValidatableResponse move(String body, String language) {
        var r = given().contentType(ContentType.JSON).body(body);
        if (language != null) r = r.header("Accept-Language", language);
        return r.when().post("/v1/move").then();
    }

    // ---------------------------------------------------------------- verdicts in words

    @Test
    void checkmateInBothLanguages() {
        String mate = "{\"moves\": \"f3 e5 g4 Qh4#\"}";
        game(mate, null).statusCode(200).header("Content-Language", "en")
                .body("summary", equalTo("Checkmate — Black wins"))
                .body("position.summary", equalTo("Checkmate — Black wins"))
                .body("rule", equalTo("FIDE 5.1.1"));
        game(mate, "tr").statusCode(200).header("Content-Language", "tr")
                .body("summary", equalTo("Şah mat — Siyah kazandı"))
                .body("termination", equalTo("checkmate"));
        position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "tr").statusCode(200).body("summary", equalTo("Pat — berabere"));
        position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "en").statusCode(200).body("summary", equalTo("Stalemate — draw"));
    }

    @Test
    void ongoingGamesSayWhoIsToMoveAndCheck() {
        position(START, null).statusCode(200).body("summary", equalTo("White to move"));
        position(START, "tr-TR,tr;q=0.9").statusCode(200).body("summary", equalTo("Sıra Beyazda"));
        String check = "rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2";
        position(check, "tr").statusCode(200).body("summary", equalTo("Şah! Sıra Siyahta"));
        position(check, "en").statusCode(200).body("summary", equalTo("Check! Black to move"));
    }

    @Test
    void drawsAndTheirRulesInTurkish() {
        position("8/8/8/4k3/8/8/2N5/4K3 w - - 0 1", "tr").statusCode(200)
                .body("summary", equalTo("Yetersiz materyal — berabere"))
                .body("rule", startsWith("FIDE 5.2.2: ölü konum"));
        String threefold = "{\"rules\": \"online\", \"moves\": \"Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8\"}";
        game(threefold, "tr").statusCode(200).body("summary", equalTo("Üç kez tekrar — berabere"))
                .body("rule", startsWith("çevrim içi kurallar"));
        game(threefold, "en").statusCode(200).body("summary", equalTo("Threefold repetition — draw"));
    }

    @Test
    void flagFallInWords() {
        // docs/rules.md § Flag fall: White K+N v Black K+P, Black's flag falls: a loss under FIDE (a helpmate exists).
        String body = "{\"fen\": \"8/7p/8/8/8/8/3N4/K6k b - - 0 1\", \"flag\": \"black\"}";
        game(body, "tr").statusCode(200).body("termination", equalTo("timeout"))
                .body("summary", equalTo("Süre bitti — Beyaz kazandı"));
        game(body.replace("{", "{\"rules\": \"online\", "), "en").statusCode(200)
                .body("summary", equalTo("Time out, but the opponent cannot checkmate — draw"))
                .body("rule", equalTo("online rules: flag fall decided by the opponent's material"));
        game(body.replace("{", "{\"rules\": \"online\", "), "tr").statusCode(200)
                .body("summary", equalTo("Süre bitti ama rakip mat edemez — berabere"));
    }

    // ---------------------------------------------------------------- spoken moves

    @Test
    void spokenMovesInTurkishAsTheBoardReadsThem() {
        game("{\"moves\": \"e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d4 exd4\"}", "tr").statusCode(200)
                .body("moves.spoken", contains("piyon e4", "piyon e5", "At f3", "At c6", "Fil c4", "Fil c5", "kısa rok",
                        "At f6", "piyon d4", "e piyonu d4'teki piyonu alır"));
        position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "tr").statusCode(200)
                .body("legalMoves.find { it.uci == 'b7b8q' }.spoken", equalTo("b8'de vezire terfi, şah"))
                .body("legalMoves.find { it.uci == 'b7b8n' }.spoken", equalTo("b8'de ata terfi"));
        position("4k3/4P3/8/8/8/8/8/4K3 w - - 0 1", "tr").statusCode(200);
        position("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "tr").statusCode(200)
                .body("legalMoves.find { it.uci == 'b7a8q' }.spoken", equalTo("b piyonu a8'deki kaleyi alır, vezire terfi, şah"));
        position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "tr").statusCode(200)
                .body("legalMoves.find { it.uci == 'e1c1' }.spoken", equalTo("uzun rok"))
                .body("legalMoves.find { it.uci == 'a1a8' }.spoken", equalTo("Kale a8'deki kaleyi alır, şah"));
    }

    @Test
    void turkishSuffixesFollowHowTheRankIsRead() {
        // bir, iki, üç, dört, beş, altı, yedi, sekiz: 'de 'de 'te 'te 'te 'da 'de 'de.
        String[] expected = {"a1'deki", "a2'deki", "a3'teki", "a4'teki", "a5'teki", "a6'daki", "a7'deki", "a8'deki"};
        for (int rank = 1; rank <= 8; rank++) {
            // A white rook on h<rank> takes a black knight on a<rank>; the kings stand two and four ranks away.
            char[][] board = new char[8][8];
            for (char[] row : board) java.util.Arrays.fill(row, '.');
            int r = rank - 1, away = rank <= 4 ? 1 : -1;
            board[r][0] = 'n';
            board[r][7] = 'R';
            board[r + 2 * away][4] = 'K';
            board[r + 4 * away][2] = 'k';
            position(fen(board) + " w - - 0 1", "tr").statusCode(200)
                    .body("legalMoves.find { it.uci == 'h" + rank + "a" + rank + "' }.spoken",
                            startsWith("Kale " + expected[rank - 1] + " atı alır"));
        }
    }

    static String fen(char[][] board) {
        StringBuilder out = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 8; f++) {
                if (board[r][f] == '.') { empty++; continue; }
                if (empty > 0) out.append(empty);
                empty = 0;
                out.append(board[r][f]);
            }
            if (empty > 0) out.append(empty);
            if (r > 0) out.append('/');
        }
        return out.toString();
    }

    @Test
    void spokenMovesInEnglish() {
        game("{\"moves\": \"e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bf5 Bc4 e6 O-O\"}", null).statusCode(200)
                .body("moves.spoken", contains("pawn e4", "pawn d5", "e-pawn takes pawn on d5", "Queen takes pawn on d5",
                        "Knight c3", "Queen a5", "pawn d4", "Knight f6", "Knight f3", "Bishop f5", "Bishop c4", "pawn e6",
                        "castles kingside"));
        // En passant, disambiguation and mate.
        move("{\"fen\": \"8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 2\", \"move\": \"exd6+\"}", "en").statusCode(200)
                .body("move.spoken", equalTo("e-pawn takes en passant on d6, check"));
        move("{\"fen\": \"8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 2\", \"move\": \"exd6+\"}", "tr").statusCode(200)
                .body("move.spoken", equalTo("e piyonu d6'da geçerken alır, şah"));
        move("{\"fen\": \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\", \"move\": \"Nbd2\"}", null).statusCode(200)
                .body("move.spoken", equalTo("Knight b d2"));
        move("{\"moves\": \"f3 e5 g4\", \"move\": \"Qh4#\"}", null).statusCode(200)
                .body("move.spoken", equalTo("Queen h4, checkmate"));
        move("{\"moves\": \"f3 e5 g4\", \"move\": \"Qh4#\"}", "tr").statusCode(200)
                .body("move.spoken", equalTo("Vezir h4, mat"));
    }

    // ---------------------------------------------------------------- problems

    @Test
    void problemTitlesAndDetailsInTurkish() {
        given().header("Accept-Language", "tr").queryParam("fen", "8/8/8/8/8/8/8/8 w - - 0 1")
                .when().get("/v1/position").then().statusCode(400).contentType("application/problem+json")
                .header("Content-Language", "tr")
                .body("code", equalTo("invalid_fen")).body("title", equalTo("Geçersiz FEN"))
                .body("detail", startsWith("FEN'de"));
        given().header("Accept-Language", "tr").queryParam("fen", START).queryParam("rules", "uscf")
                .when().get("/v1/position").then().statusCode(400)
                .body("title", equalTo("Bilinmeyen kural takımı"))
                .body("detail", equalTo("'uscf' kural takımı bilinmiyor; 'fide' (varsayılan) ya da 'online' kullanın"))
                .body("errors[0].message", equalTo("'fide' ya da 'online' kullanın"));
        given().header("Accept-Language", "en").queryParam("fen", START).queryParam("rules", "uscf")
                .when().get("/v1/position").then().statusCode(400)
                .body("title", equalTo("Unknown rule set"))
                .body("detail", equalTo("rules 'uscf' is not known; use 'fide' (the default) or 'online'"));
    }

    @Test
    void gameOverAndIllegalMovesInTurkish() {
        move("{\"moves\": \"f3 e5 g4 Qh4#\", \"move\": \"Kf2\"}", "tr").statusCode(422)
                .body("code", equalTo("game_over")).body("title", equalTo("Oyun bitti"))
                .body("detail", equalTo("oyun 4. yarım hamlede şah mat ile bitti; ardından hamle yapılamaz"));
        move("{\"moves\": \"f3 e5 g4 Qh4#\", \"move\": \"Kf2\"}", "en").statusCode(422)
                .body("detail", equalTo("the game ended at ply 4 by checkmate; no move can follow"));
        move("{\"move\": \"Ke2\"}", "tr").statusCode(422)
                .body("code", equalTo("illegal_move")).body("title", equalTo("Kurallara aykırı hamle"))
                .body("detail", startsWith("1. yarım hamle ('Ke2'): "));
    }

    @Test
    void malformedJsonAndUnknownPathsInTurkish() {
        given().header("Accept-Language", "tr").contentType(ContentType.JSON).body("{\"fen\": ")
                .when().post("/v1/position").then().statusCode(400)
                .body("title", equalTo("Bozuk JSON")).body("detail", startsWith("gövde geçerli bir JSON değil"));
        given().header("Accept-Language", "tr").contentType(ContentType.JSON).body("{\"colour\": \"white\"}")
                .when().post("/v1/position").then().statusCode(400)
                .body("detail", startsWith("bilinmeyen alan 'colour'"));
        given().header("Accept-Language", "tr").when().get("/v1/nowhere").then().statusCode(404)
                .contentType("application/problem+json")
                .body("title", equalTo("Bulunamadı")).body("detail", startsWith("/v1/nowhere adresinde kaynak yok"));
        given().header("Accept-Language", "tr").when().delete("/v1/position").then().statusCode(405)
                .body("title", equalTo("Yönteme izin verilmiyor"));
        given().header("Accept-Language", "tr").contentType("text/plain").body("x")
                .when().post("/v1/game").then().statusCode(415)
                .body("title", equalTo("Desteklenmeyen ortam türü"));
    }

    @Test
    void pgnResultNotesInTurkish() {
        String pgn = "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0";
        given().header("Accept-Language", "tr").contentType(ContentType.JSON)
                .body("{\"pgn\": \"" + pgn.replace("\"", "\\\"").replace("\n", "\\n") + "\"}")
                .when().post("/v1/game").then().statusCode(200)
                .body("pgnResult.consistent", equalTo(false))
                .body("pgnResult.note", equalTo("sonuç 1-0 diyor, ama oyun 4. yarım hamlede şah mat ile bitti (0-1)"));
    }

    @Test
    void drawOffersAndTimeControlsInBothLanguages() {
        String standing = "{\"moves\": \"e4 e5 Nf3\", \"offers\": [{\"ply\": 2, \"by\": \"white\"}]}";
        given().contentType(ContentType.JSON).body(standing).when().post("/v1/draw-offer").then().statusCode(200)
                .body("reason", equalTo("black may offer a draw: it has made no offer in this position; white's offer "
                        + "made at ply 2 stands until black answers it or moves"));
        given().header("Accept-Language", "tr").contentType(ContentType.JSON).body(standing)
                .when().post("/v1/draw-offer").then().statusCode(200)
                .body("reason", startsWith("Siyah beraberlik teklif edebilir"))
                .body("reason", containsString("Beyaz tarafının 2. yarım hamlede yaptığı"));
        String repeated = "{\"moves\": \"Nf3 Nf6 Ng1 Ng8\", \"offers\": [{\"ply\": 0, \"by\": \"white\"}]}";
        given().header("Accept-Language", "tr").contentType(ContentType.JSON).body(repeated)
                .when().post("/v1/draw-offer").then().statusCode(200).body("allowed", equalTo(false))
                .body("reason", startsWith("Beyaz bu konum 0. yarım hamlede ortaya çıktığında"));
        given().header("Accept-Language", "tr").queryParam("control", "5+3").when().get("/v1/time-control").then()
                .statusCode(200).body("category", equalTo("blitz"))
                .body("rule", startsWith("FIDE Ek B.1: ana süre + 60 × ek süre = 480 sn"));
        given().queryParam("control", "15+10").when().get("/v1/time-control").then().statusCode(200)
                .body("rule", startsWith("FIDE Appendix A.1: base + 60 × increment = 1500 s"));
    }

    @Test
    void coreMessagesInTurkish() {
        // A refused move, a FEN problem and what the lenient reader forgave, from the rules core's phrases.
        move("{\"move\": \"Ke2\"}", "tr").statusCode(422).body("detail", not(containsString("king")));
        given().header("Accept-Language", "tr").queryParam("fen", "8/8/8/8/8/8/8/8 w - - 0 1")
                .when().get("/v1/position").then().statusCode(400)
                .body("errors.message", everyItem(not(containsString(" has no king"))))
                .body("errors.code", hasItem("king_count"));
        game("{\"moves\": \"e4 e5 Nf3 Nc6 Bc4 Bc5 0-0\", \"lenient\": true}", "tr").statusCode(200)
                .body("moves[6].forgiven[0]", startsWith("rok '0-0' olarak yazılmış"));
        game("{\"moves\": \"e4 e5 Nf3 Nc6 Bc4 Bc5 0-0\", \"lenient\": true}", "en").statusCode(200)
                .body("moves[6].forgiven[0]", not(startsWith("rok")));
    }

    @Test
    void batchesAnswerInTheRequestLanguage() {
        String body = "{\"moves\": \"f3 e5 g4 Qh4#\"}\nnot json\n";
        String answer = given().header("Accept-Language", "tr").contentType("application/x-ndjson").body(body.getBytes(java.nio.charset.StandardCharsets.UTF_8))
                .when().post("/v1/games").then().statusCode(200).extract().asString();
        String[] lines = answer.strip().split("\n");
        org.junit.jupiter.api.Assertions.assertEquals(2, lines.length, answer);
        org.junit.jupiter.api.Assertions.assertTrue(lines[0].contains("\"summary\":\"Şah mat — Siyah kazandı\""), lines[0]);
        org.junit.jupiter.api.Assertions.assertTrue(lines[1].contains("\"title\":\"Bozuk JSON\""), lines[1]);
    }

    @Test
    void winnabilityReasonsAndFlagFallsInTurkish() {
        given().header("Accept-Language", "tr").queryParam("fen", "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1")
                .when().get("/v1/winnability").then().statusCode(200)
                .body("white.reason", startsWith("piyon duvarı aşılamaz"))
                .body("deadPosition", equalTo(true));
        game("{\"fen\": \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\", \"flag\": \"white\"}", "tr").statusCode(200)
                .body("flag.basis", equalTo("Siyah hiçbir kurallara uygun hamle dizisiyle mat edemez: yalnız bir şah: şah "
                        + "hiçbir zaman şah çekemez"))
                .body("summary", equalTo("Süre bitti ama rakip mat edemez — berabere"));
    }

    @Test
    void answersSayTheirLanguageAndVaryByIt() {
        position(START, "tr").statusCode(200).header("Content-Language", "tr")
                .header("Vary", containsString("Accept-Language"));
        position(START, "fr").statusCode(200).header("Content-Language", "en");
        position(START, null).statusCode(200).header("Content-Language", "en");
    }

    @Test
    void twoAcceptLanguageLinesAnswerInTheLanguageTheAnswerSays() {
        // The words and Content-Language come from the same header line, the first.
        given().header("Accept-Language", "tr").header("Accept-Language", "en").queryParam("fen", START)
                .when().get("/v1/position").then().statusCode(200).header("Content-Language", "tr")
                .body("summary", equalTo("Sıra Beyazda"));
    }
}
