"""Every planted bug, gathered from the ``tools/breaks*.py`` modules for
:mod:`tools.break_promises` (which runs them): one import per module, their sum in
:data:`BREAKS`."""

from __future__ import annotations

from tools.breaks import BREAKS as TABLE_BREAKS
from tools.breaks_coach import COACH_BREAKS
from tools.breaks_coach2 import COACH2_BREAKS
from tools.breaks_coach3 import COACH3_BREAKS
from tools.breaks_coach4 import COACH4_BREAKS
from tools.breaks_coach5 import COACH5_BREAKS
from tools.breaks_coach6 import COACH6_BREAKS
from tools.breaks_coach7 import COACH7_BREAKS
from tools.breaks_coach8 import COACH8_BREAKS
from tools.breaks_dice2 import DICE2_BREAKS
from tools.breaks_ends import ENDS_BREAKS
from tools.breaks_farkle import BREAKS as FARKLE_BREAKS
from tools.breaks_farkle2 import BREAKS as FARKLE2_BREAKS
from tools.breaks_farkle3 import BREAKS as FARKLE3_BREAKS
from tools.breaks_farkle4 import FARKLE4_BREAKS
from tools.breaks_farkle5 import FARKLE5_BREAKS
from tools.breaks_farkle6 import FARKLE6_BREAKS
from tools.breaks_farkle7 import FARKLE7_BREAKS
from tools.breaks_farkle8 import FARKLE8_BREAKS
from tools.breaks_farkle9 import FARKLE9_BREAKS
from tools.breaks_farkle10 import FARKLE10_BREAKS
from tools.breaks_farkle11 import FARKLE11_BREAKS
from tools.breaks_farkle12 import FARKLE12_BREAKS
from tools.breaks_farkle13 import FARKLE13_BREAKS
from tools.breaks_farkle14 import FARKLE14_BREAKS
from tools.breaks_farkle15 import FARKLE15_BREAKS
from tools.breaks_farkle16 import FARKLE16_BREAKS
from tools.breaks_farkle17 import FARKLE17_BREAKS
from tools.breaks_farkle18 import FARKLE18_BREAKS
from tools.breaks_farkle19 import FARKLE19_BREAKS
from tools.breaks_farkle20 import FARKLE20_BREAKS
from tools.breaks_ladder import LADDER_BREAKS
from tools.breaks_ladder2 import LADDER2_BREAKS
from tools.breaks_ladder3 import LADDER3_BREAKS
from tools.breaks_ladder4 import LADDER4_BREAKS
from tools.breaks_mend import MEND_BREAKS
from tools.breaks_mend2 import MEND2_BREAKS
from tools.breaks_mend3 import MEND3_BREAKS
from tools.breaks_mend4 import MEND4_BREAKS
from tools.breaks_mend5 import MEND5_BREAKS
from tools.breaks_mend6 import MEND6_BREAKS
from tools.breaks_mend8 import MEND8_BREAKS
from tools.breaks_mend9 import MEND9_BREAKS
from tools.breaks_mine72 import MINE72_BREAKS
from tools.breaks_moments10k import MOMENTS_10K_BREAKS
from tools.breaks_results import RESULTS_BREAKS
from tools.breaks_results2 import RESULTS2_BREAKS
from tools.breaks_results3 import RESULTS3_BREAKS
from tools.breaks_results4 import RESULTS4_BREAKS
from tools.breaks_results5 import RESULTS5_BREAKS
from tools.breaks_results6 import RESULTS6_BREAKS
from tools.breaks_results7 import RESULTS7_BREAKS
from tools.breaks_results9 import RESULTS9_BREAKS
from tools.breaks_results10 import RESULTS10_BREAKS
from tools.breaks_results11 import RESULTS11_BREAKS
from tools.breaks_round70_banners import ROUND70_BANNERS
from tools.breaks_round70_between import ROUND70_BETWEEN
from tools.breaks_round70_coach import ROUND70_COACH
from tools.breaks_round70_handback import ROUND70_HANDBACK
from tools.breaks_round70_help import ROUND70_HELP
from tools.breaks_round70_last_round import ROUND70_LAST_ROUND
from tools.breaks_round70_mine import ROUND70_MINE
from tools.breaks_round70_panels import ROUND70_PANELS
from tools.breaks_round70_prompt import ROUND70_PROMPT
from tools.breaks_round70_review import ROUND70_REVIEW
from tools.breaks_round70_rules import ROUND70_RULES
from tools.breaks_round70_screens import ROUND70_SCREENS
from tools.breaks_round70_side import ROUND70_SIDE
from tools.breaks_round70_stage_still import ROUND70_STAGE_STILL
from tools.breaks_round70_suite import ROUND70_SUITE
from tools.breaks_round70_win import ROUND70_WIN
from tools.breaks_round70_win_mend import ROUND70_WIN_MEND
from tools.breaks_round70_yams_help import ROUND70_YAMS_HELP
from tools.breaks_round70_yams_stages import ROUND70_YAMS_STAGES
from tools.breaks_round70_yams_table import ROUND70_YAMS_TABLE
from tools.breaks_round71_coach import ROUND71_COACH_BREAKS
from tools.breaks_round71_coach_b import ROUND71_COACH_B_BREAKS
from tools.breaks_round71_countdown import ROUND71_COUNTDOWN_BREAKS
from tools.breaks_round71_exits import ROUND71_EXITS_BREAKS
from tools.breaks_round71_farkle_figures import ROUND71_FARKLE_FIGURES_BREAKS
from tools.breaks_round71_farkle_stages import ROUND71_FARKLE_STAGES_BREAKS
from tools.breaks_round71_farkle_table import ROUND71_FARKLE_TABLE_BREAKS
from tools.breaks_round71_handoff import ROUND71_HANDOFF_BREAKS
from tools.breaks_round71_mine import ROUND71_MINE_BREAKS
from tools.breaks_round71_pages import ROUND71_PAGES_BREAKS
from tools.breaks_round71_podium import ROUND71_PODIUM_BREAKS
from tools.breaks_round71_results import ROUND71_RESULTS_BREAKS
from tools.breaks_round71_scores import ROUND71_SCORES_BREAKS
from tools.breaks_round71_side import ROUND71_SIDE_BREAKS
from tools.breaks_round71_suite import ROUND71_SUITE_BREAKS
from tools.breaks_round71_yams_marks import ROUND71_YAMS_MARKS_BREAKS
from tools.breaks_round71_yams_stages import ROUND71_YAMS_STAGES_BREAKS
from tools.breaks_round72_hC73 import ROUND72_HC73
from tools.breaks_round72_hC74 import ROUND72_HC74
from tools.breaks_round72_hE72 import ROUND72_HE72
from tools.breaks_round72_hF79 import ROUND72_HF79
from tools.breaks_round72_hF80 import ROUND72_HF80
from tools.breaks_round72_hF81 import ROUND72_HF81
from tools.breaks_round72_hH73 import ROUND72_HH73
from tools.breaks_round72_hM72 import ROUND72_HM72
from tools.breaks_round72_hN73 import ROUND72_HN73
from tools.breaks_round72_hN74 import ROUND72_HN74
from tools.breaks_round72_hR72 import ROUND72_HR72
from tools.breaks_round72_hR73 import ROUND72_HR73
from tools.breaks_round72_hS26 import ROUND72_HS26
from tools.breaks_round72_hS27 import ROUND72_HS27
from tools.breaks_round72_hT72 import ROUND72_HT72
from tools.breaks_round72_hW73 import ROUND72_HW73
from tools.breaks_round72_hW74 import ROUND72_HW74
from tools.breaks_round72_hY91 import ROUND72_HY91
from tools.breaks_round72_hY92 import ROUND72_HY92
from tools.breaks_round72_hY93 import ROUND72_HY93
from tools.breaks_round73_hc75 import ROUND73_HC75
from tools.breaks_round73_hf82 import ROUND73_HF82
from tools.breaks_round73_hf83 import ROUND73_HF83
from tools.breaks_round73_hf84 import ROUND73_HF84
from tools.breaks_round73_hn75 import ROUND73_HN75
from tools.breaks_round73_hr74 import ROUND73_HR74
from tools.breaks_round73_hs28 import ROUND73_HS28
from tools.breaks_round73_ht73 import ROUND73_HT73
from tools.breaks_round73_hw75 import ROUND73_HW75
from tools.breaks_round73_hx76 import ROUND73_HX76
from tools.breaks_round73_hx77 import ROUND73_HX77
from tools.breaks_round73_hx78 import ROUND73_HX78
from tools.breaks_round73_hx79 import ROUND73_HX79
from tools.breaks_round73_hx80 import ROUND73_HX80
from tools.breaks_round73_hx81 import ROUND73_HX81
from tools.breaks_round73_hx82 import ROUND73_HX82
from tools.breaks_round73_hx83 import ROUND73_HX83
from tools.breaks_round73_hx84 import ROUND73_HX84
from tools.breaks_round73_hx85 import ROUND73_HX85
from tools.breaks_round73_hy94 import ROUND73_HY94
from tools.breaks_round73_hy95 import ROUND73_HY95
from tools.breaks_round73_mine import ROUND73_MINE
from tools.breaks_round74_ha74 import ROUND74_HA74
from tools.breaks_round74_hb74 import ROUND74_HB74
from tools.breaks_round74_hb75 import ROUND74_HB75
from tools.breaks_round74_hc76 import ROUND74_HC76
from tools.breaks_round74_hd74 import ROUND74_HD74
from tools.breaks_round74_hf85 import ROUND74_HF85
from tools.breaks_round74_hf86 import ROUND74_HF86
from tools.breaks_round74_hf87 import ROUND74_HF87
from tools.breaks_round74_hg74 import ROUND74_HG74
from tools.breaks_round74_hh75 import ROUND74_HH75
from tools.breaks_round74_hh76 import ROUND74_HH76
from tools.breaks_round74_hj74 import ROUND74_HJ74
from tools.breaks_round74_hk74 import ROUND74_HK74
from tools.breaks_round74_hn76 import ROUND74_HN76
from tools.breaks_round74_hn77 import ROUND74_HN77
from tools.breaks_round74_hq74 import ROUND74_HQ74
from tools.breaks_round74_hr75 import ROUND74_HR75
from tools.breaks_round74_hr76 import ROUND74_HR76
from tools.breaks_round74_hs29 import ROUND74_HS29
from tools.breaks_round74_ht74 import ROUND74_HT74
from tools.breaks_round74_hw76 import ROUND74_HW76
from tools.breaks_round74_hx86 import ROUND74_HX86
from tools.breaks_round74_hx87 import ROUND74_HX87
from tools.breaks_round74_hy96 import ROUND74_HY96
from tools.breaks_round74_hy97 import ROUND74_HY97
from tools.breaks_round74_hy98 import ROUND74_HY98
from tools.breaks_round74_hy99 import ROUND74_HY99
from tools.breaks_round74_mine import ROUND74_MINE
from tools.breaks_round75_ha75 import ROUND75_HA75
from tools.breaks_round75_ha76 import ROUND75_HA76
from tools.breaks_round75_hc77 import ROUND75_HC77
from tools.breaks_round75_hf88 import ROUND75_HF88
from tools.breaks_round75_hg78 import ROUND75_HG78
from tools.breaks_round75_hg79 import ROUND75_HG79
from tools.breaks_round75_hl75 import ROUND75_HL75
from tools.breaks_round75_hn78 import ROUND75_HN78
from tools.breaks_round75_hp75 import ROUND75_HP75
from tools.breaks_round75_hr77 import ROUND75_HR77
from tools.breaks_round75_hr78 import ROUND75_HR78
from tools.breaks_round75_hs30 import ROUND75_HS30
from tools.breaks_round75_ht77 import ROUND75_HT77
from tools.breaks_round75_hw77 import ROUND75_HW77
from tools.breaks_round75_hw78 import ROUND75_HW78
from tools.breaks_round75_hx88 import ROUND75_HX88
from tools.breaks_round75_hy100 import ROUND75_HY100
from tools.breaks_round75_hy101 import ROUND75_HY101
from tools.breaks_round75_hy102 import ROUND75_HY102
from tools.breaks_round75_hy103 import ROUND75_HY103
from tools.breaks_round75_mine import ROUND75_MINE
from tools.breaks_round76_ha77 import ROUND76_HA77
from tools.breaks_round76_hc79 import ROUND76_HC79
from tools.breaks_round76_hc80 import ROUND76_HC80
from tools.breaks_round76_hf89 import ROUND76_HF89
from tools.breaks_round76_hg80 import ROUND76_HG80
from tools.breaks_round76_hi76 import ROUND76_HI76
from tools.breaks_round76_hk77 import ROUND76_HK77
from tools.breaks_round76_hk78 import ROUND76_HK78
from tools.breaks_round76_hl76 import ROUND76_HL76
from tools.breaks_round76_hp77 import ROUND76_HP77
from tools.breaks_round76_hp78 import ROUND76_HP78
from tools.breaks_round76_hs31 import ROUND76_HS31
from tools.breaks_round76_ht78 import ROUND76_HT78
from tools.breaks_round76_hw79 import ROUND76_HW79
from tools.breaks_round76_hx89 import ROUND76_HX89
from tools.breaks_round76_hy104 import ROUND76_HY104
from tools.breaks_round76_hy105 import ROUND76_HY105
from tools.breaks_round76_mine import ROUND76_MINE
from tools.breaks_round77_hc81 import ROUND77_HC81
from tools.breaks_round77_hf90 import ROUND77_HF90
from tools.breaks_round77_hf91 import ROUND77_HF91
from tools.breaks_round77_hf92 import ROUND77_HF92
from tools.breaks_round77_hh81 import ROUND77_HH81
from tools.breaks_round77_hk81 import ROUND77_HK81
from tools.breaks_round77_hm80 import ROUND77_HM80
from tools.breaks_round77_hp81 import ROUND77_HP81
from tools.breaks_round77_hq82 import ROUND77_HQ82
from tools.breaks_round77_hq83 import ROUND77_HQ83
from tools.breaks_round77_hq84 import ROUND77_HQ84
from tools.breaks_round77_hr80 import ROUND77_HR80
from tools.breaks_round77_hr81 import ROUND77_HR81
from tools.breaks_round77_hs33 import ROUND77_HS33
from tools.breaks_round77_hw80 import ROUND77_HW80
from tools.breaks_round77_hy106 import ROUND77_HY106
from tools.breaks_round77_hy107 import ROUND77_HY107
from tools.breaks_round77_mine import ROUND77_MINE
from tools.breaks_round78_fixa import ROUND78_FIXA
from tools.breaks_round78_hc82 import ROUND78_HC82
from tools.breaks_round78_hf93 import ROUND78_HF93
from tools.breaks_round78_hf94 import ROUND78_HF94
from tools.breaks_round78_hf95 import ROUND78_HF95
from tools.breaks_round78_hf96 import ROUND78_HF96
from tools.breaks_round78_hk82 import ROUND78_HK82
from tools.breaks_round78_hk83 import ROUND78_HK83
from tools.breaks_round78_hr82 import ROUND78_HR82
from tools.breaks_round78_hs34 import ROUND78_HS34
from tools.breaks_round78_ht1 import ROUND78_HT1
from tools.breaks_round78_ht2 import ROUND78_HT2
from tools.breaks_round78_hy108 import ROUND78_HY108
from tools.breaks_round78_hy109 import ROUND78_HY109
from tools.breaks_round78_hy110 import ROUND78_HY110
from tools.breaks_round78_hy111 import ROUND78_HY111
from tools.breaks_round78_hy112 import ROUND78_HY112
from tools.breaks_round79_fixb import ROUND79_FIXB
from tools.breaks_round79_fixc import ROUND79_FIXC
from tools.breaks_round79_fixd import ROUND79_FIXD
from tools.breaks_round79_hc83 import ROUND79_HC83
from tools.breaks_round79_hf97 import ROUND79_HF97
from tools.breaks_round79_hf98 import ROUND79_HF98
from tools.breaks_round79_hf99 import ROUND79_HF99
from tools.breaks_round79_hk84 import ROUND79_HK84
from tools.breaks_round79_hk85 import ROUND79_HK85
from tools.breaks_round79_hr83 import ROUND79_HR83
from tools.breaks_round79_ht3 import ROUND79_HT3
from tools.breaks_round79_hy113 import ROUND79_HY113
from tools.breaks_round79_hy114 import ROUND79_HY114
from tools.breaks_round79_hy115 import ROUND79_HY115
from tools.breaks_round79_hy116 import ROUND79_HY116
from tools.breaks_round79_hy117 import ROUND79_HY117
from tools.breaks_round79_main import ROUND79_MAIN
from tools.breaks_round80_fixe import ROUND80_FIXE
from tools.breaks_round80_fixf import ROUND80_FIXF
from tools.breaks_round80_fixg import ROUND80_FIXG
from tools.breaks_round80_fixh import ROUND80_FIXH
from tools.breaks_round80_fixi import ROUND80_FIXI
from tools.breaks_round80_fixj import ROUND80_FIXJ
from tools.breaks_round80_hf100 import ROUND80_HF100
from tools.breaks_round80_hf101 import ROUND80_HF101
from tools.breaks_round80_hf102 import ROUND80_HF102
from tools.breaks_round80_hf103 import ROUND80_HF103
from tools.breaks_round80_hf104 import ROUND80_HF104
from tools.breaks_round80_hh83 import ROUND80_HH83
from tools.breaks_round80_hk86 import ROUND80_HK86
from tools.breaks_round80_hk87 import ROUND80_HK87
from tools.breaks_round80_hk88 import ROUND80_HK88
from tools.breaks_round80_hr84 import ROUND80_HR84
from tools.breaks_round80_ht4 import ROUND80_HT4
from tools.breaks_round80_hy118 import ROUND80_HY118
from tools.breaks_round80_hy119 import ROUND80_HY119
from tools.breaks_round80_hy120 import ROUND80_HY120
from tools.breaks_round80_main import ROUND80_MAIN
from tools.breaks_round81_fixk import ROUND81_FIXK
from tools.breaks_round81_fixl import ROUND81_FIXL
from tools.breaks_round81_fixm import ROUND81_FIXM
from tools.breaks_round81_fixn import ROUND81_FIXN
from tools.breaks_round81_hf105 import ROUND81_HF105
from tools.breaks_round81_hf106 import ROUND81_HF106
from tools.breaks_round81_hf107 import ROUND81_HF107
from tools.breaks_round81_hf108 import ROUND81_HF108
from tools.breaks_round81_hf109 import ROUND81_HF109
from tools.breaks_round81_hk89 import ROUND81_HK89
from tools.breaks_round81_hk90 import ROUND81_HK90
from tools.breaks_round81_hk91 import ROUND81_HK91
from tools.breaks_round81_ht5 import ROUND81_HT5
from tools.breaks_round81_hy121 import ROUND81_HY121
from tools.breaks_round81_hy122 import ROUND81_HY122
from tools.breaks_round81_hy123 import ROUND81_HY123
from tools.breaks_round81_hy124 import ROUND81_HY124
from tools.breaks_round81_main import ROUND81_MAIN
from tools.breaks_round82_hf110 import ROUND82_HF110
from tools.breaks_round82_hf111 import ROUND82_HF111
from tools.breaks_round82_hf112 import ROUND82_HF112
from tools.breaks_round82_hf113 import ROUND82_HF113
from tools.breaks_round82_hf114 import ROUND82_HF114
from tools.breaks_round82_hk92 import ROUND82_HK92
from tools.breaks_round82_hk93 import ROUND82_HK93
from tools.breaks_round82_hk94 import ROUND82_HK94
from tools.breaks_round82_ht6 import ROUND82_HT6
from tools.breaks_round82_hy125 import ROUND82_HY125
from tools.breaks_round82_hy126 import ROUND82_HY126
from tools.breaks_round82_hy127 import ROUND82_HY127
from tools.breaks_round82_hy128 import ROUND82_HY128
from tools.breaks_round82_hy129 import ROUND82_HY129
from tools.breaks_round82_hy130 import ROUND82_HY130
from tools.breaks_round82_hy131 import ROUND82_HY131
from tools.breaks_round82_main import ROUND82_MAIN
from tools.breaks_saves import SAVES_BREAKS
from tools.breaks_side import SIDE_BREAKS
from tools.breaks_side2 import SIDE2_BREAKS
from tools.breaks_side3 import SIDE3_BREAKS
from tools.breaks_side4 import SIDE4_BREAKS
from tools.breaks_side5 import SIDE5_BREAKS
from tools.breaks_side6 import SIDE6_BREAKS
from tools.breaks_side7 import SIDE7_BREAKS
from tools.breaks_side8 import SIDE8_BREAKS
from tools.breaks_side9 import SIDE9_BREAKS
from tools.breaks_side10 import SIDE10_BREAKS
from tools.breaks_side11 import SIDE11_BREAKS
from tools.breaks_side12 import SIDE12_BREAKS
from tools.breaks_side13 import SIDE13_BREAKS
from tools.breaks_side14 import SIDE14_BREAKS
from tools.breaks_side15 import SIDE15_BREAKS
from tools.breaks_side16 import SIDE16_BREAKS
from tools.breaks_side17 import SIDE17_BREAKS
from tools.breaks_side18 import SIDE18_BREAKS
from tools.breaks_side19 import SIDE19_BREAKS
from tools.breaks_side20 import SIDE20_BREAKS
from tools.breaks_side21 import SIDE21_BREAKS
from tools.breaks_side22 import SIDE22_BREAKS
from tools.breaks_side23 import SIDE23_BREAKS
from tools.breaks_side24 import SIDE24_BREAKS
from tools.breaks_side25 import SIDE25_BREAKS
from tools.breaks_stage import STAGE_BREAKS
from tools.breaks_stage2 import STAGE2_BREAKS
from tools.breaks_stage3 import STAGE3_BREAKS
from tools.breaks_stage4 import STAGE4_BREAKS
from tools.breaks_stage5 import STAGE5_BREAKS
from tools.breaks_stage6 import STAGE6_BREAKS
from tools.breaks_stage7 import STAGE7_BREAKS
from tools.breaks_stage8 import STAGE8_BREAKS
from tools.breaks_stage9 import STAGE9_BREAKS
from tools.breaks_stage10 import STAGE10_BREAKS
from tools.breaks_stage_rows import STAGE_ROW_BREAKS
from tools.breaks_suite import SUITE_BREAKS
from tools.breaks_suite2 import SUITE2_BREAKS
from tools.breaks_turns import TURN_BREAKS
from tools.breaks_yams import BREAKS as YAMS_BREAKS
from tools.breaks_yams2 import BREAKS as YAMS2_BREAKS
from tools.breaks_yams3 import YAMS3_BREAKS
from tools.breaks_yams4 import YAMS4_BREAKS
from tools.breaks_yams5 import YAMS5_BREAKS
from tools.breaks_yams6 import YAMS6_BREAKS
from tools.breaks_yams7 import YAMS7_BREAKS
from tools.breaks_yams8 import YAMS8_BREAKS
from tools.breaks_yams9 import YAMS9_BREAKS
from tools.breaks_yams10 import YAMS10_BREAKS
from tools.breaks_yams11 import YAMS11_BREAKS
from tools.breaks_yams12 import YAMS12_BREAKS
from tools.breaks_yams13 import YAMS13_BREAKS
from tools.breaks_yams14 import YAMS14_BREAKS
from tools.breaks_yams15 import YAMS15_BREAKS
from tools.breaks_yams16 import YAMS16_BREAKS
from tools.breaks_yams17 import YAMS17_BREAKS
from tools.breaks_yams18 import YAMS18_BREAKS
from tools.breaks_yams19 import YAMS19_BREAKS
from tools.breaks_yams20 import YAMS20_BREAKS
from tools.breaks_yams21 import YAMS21_BREAKS
from tools.breaks_yams22 import YAMS22_BREAKS
from tools.breaks_yams23 import YAMS23_BREAKS
from tools.breaks_yams24 import YAMS24_BREAKS
from tools.breaks_yams25 import YAMS25_BREAKS
from tools.breaks_yams26 import YAMS26_BREAKS
from tools.breaks_yams27 import YAMS27_BREAKS
from tools.breaks_yams28 import YAMS28_BREAKS

BREAKS = (TABLE_BREAKS + STAGE_BREAKS + STAGE_ROW_BREAKS + COACH_BREAKS + FARKLE2_BREAKS
          + FARKLE3_BREAKS + FARKLE_BREAKS + MOMENTS_10K_BREAKS + SIDE2_BREAKS + SIDE_BREAKS
          + TURN_BREAKS + YAMS2_BREAKS + YAMS_BREAKS + ENDS_BREAKS + STAGE2_BREAKS + YAMS3_BREAKS
          + SIDE3_BREAKS + RESULTS_BREAKS + SAVES_BREAKS + LADDER_BREAKS + YAMS4_BREAKS
          + RESULTS2_BREAKS + COACH2_BREAKS + FARKLE4_BREAKS + SIDE4_BREAKS + SIDE5_BREAKS
          + LADDER2_BREAKS + FARKLE5_BREAKS + COACH3_BREAKS + YAMS5_BREAKS + RESULTS3_BREAKS
          + SIDE6_BREAKS + SIDE7_BREAKS + LADDER3_BREAKS + FARKLE6_BREAKS + COACH4_BREAKS
          + YAMS6_BREAKS + YAMS7_BREAKS + RESULTS4_BREAKS + SIDE8_BREAKS + SIDE9_BREAKS
          + STAGE3_BREAKS + FARKLE7_BREAKS + FARKLE8_BREAKS + YAMS8_BREAKS + YAMS9_BREAKS
          + SIDE10_BREAKS + SIDE11_BREAKS + RESULTS5_BREAKS + MEND_BREAKS + YAMS10_BREAKS
          + YAMS11_BREAKS + STAGE4_BREAKS + FARKLE9_BREAKS + FARKLE10_BREAKS + RESULTS6_BREAKS
          + SIDE12_BREAKS + SIDE13_BREAKS + YAMS12_BREAKS + YAMS13_BREAKS + FARKLE11_BREAKS
          + FARKLE12_BREAKS + SIDE14_BREAKS + SIDE15_BREAKS + RESULTS7_BREAKS + MEND2_BREAKS
          + FARKLE13_BREAKS + YAMS14_BREAKS + SIDE16_BREAKS + SIDE17_BREAKS + FARKLE14_BREAKS
          + FARKLE15_BREAKS + YAMS15_BREAKS + COACH5_BREAKS + FARKLE16_BREAKS + STAGE5_BREAKS
          + COACH6_BREAKS + YAMS16_BREAKS + YAMS17_BREAKS + RESULTS9_BREAKS + SIDE18_BREAKS
          + SIDE19_BREAKS + MEND3_BREAKS + MEND4_BREAKS + STAGE6_BREAKS + STAGE7_BREAKS
          + FARKLE17_BREAKS + SIDE20_BREAKS + YAMS18_BREAKS + YAMS19_BREAKS + STAGE8_BREAKS
          + FARKLE18_BREAKS + COACH7_BREAKS + YAMS20_BREAKS + YAMS21_BREAKS + SIDE21_BREAKS
          + RESULTS10_BREAKS + SUITE_BREAKS + MEND5_BREAKS + MEND6_BREAKS + STAGE9_BREAKS
          + YAMS22_BREAKS + SIDE22_BREAKS + STAGE10_BREAKS + LADDER4_BREAKS + FARKLE19_BREAKS
          + COACH8_BREAKS + YAMS23_BREAKS + YAMS24_BREAKS + RESULTS11_BREAKS + SIDE23_BREAKS
          + YAMS25_BREAKS + SIDE24_BREAKS + SUITE2_BREAKS + DICE2_BREAKS + MEND8_BREAKS
          + MEND9_BREAKS + SIDE25_BREAKS + YAMS26_BREAKS + YAMS27_BREAKS + YAMS28_BREAKS
          + FARKLE20_BREAKS + ROUND70_YAMS_TABLE + ROUND70_YAMS_STAGES + ROUND70_WIN
          + ROUND70_LAST_ROUND + ROUND70_PANELS + ROUND70_BANNERS + ROUND70_COACH + ROUND70_SIDE
          + ROUND70_SUITE + ROUND70_MINE + ROUND70_BETWEEN + ROUND70_SCREENS + ROUND70_HELP
          + ROUND70_YAMS_HELP + ROUND70_PROMPT + ROUND70_WIN_MEND + ROUND70_STAGE_STILL
          + ROUND70_REVIEW + ROUND70_RULES + ROUND70_HANDBACK + ROUND71_SUITE_BREAKS
          + ROUND71_HANDOFF_BREAKS + ROUND71_COUNTDOWN_BREAKS + ROUND71_YAMS_STAGES_BREAKS
          + ROUND71_FARKLE_STAGES_BREAKS + ROUND71_FARKLE_TABLE_BREAKS + ROUND71_COACH_BREAKS
          + ROUND71_SIDE_BREAKS + ROUND71_FARKLE_FIGURES_BREAKS + ROUND71_PODIUM_BREAKS
          + ROUND71_RESULTS_BREAKS + ROUND71_EXITS_BREAKS + ROUND71_YAMS_MARKS_BREAKS
          + ROUND71_COACH_B_BREAKS + ROUND71_SCORES_BREAKS + ROUND71_PAGES_BREAKS
          + ROUND71_MINE_BREAKS + ROUND72_HE72 + ROUND72_HW73 + ROUND72_HF79 + ROUND72_HS26
          + ROUND72_HR72 + ROUND72_HC73 + ROUND72_HY91 + ROUND72_HT72 + ROUND72_HN73
          + ROUND72_HF80 + ROUND72_HM72 + ROUND72_HW74 + ROUND72_HY92 + ROUND72_HF81
          + MINE72_BREAKS + ROUND72_HR73 + ROUND72_HS27 + ROUND72_HN74 + ROUND72_HH73
          + ROUND72_HC74 + ROUND72_HY93 + ROUND73_HW75 + ROUND73_HF82 + ROUND73_HF83
          + ROUND73_HC75 + ROUND73_HS28 + ROUND73_HY94 + ROUND73_HY95 + ROUND73_HR74
          + ROUND73_HF84 + ROUND73_HN75 + ROUND73_HT73 + ROUND73_HX76 + ROUND73_HX77
          + ROUND73_HX78 + ROUND73_HX79 + ROUND73_HX80 + ROUND73_HX81 + ROUND73_MINE
          + ROUND73_HX82 + ROUND73_HX83 + ROUND73_HX84 + ROUND73_HX85 + ROUND74_HN76
          + ROUND74_HY96 + ROUND74_HY97 + ROUND74_HS29 + ROUND74_HF85 + ROUND74_HW76
          + ROUND74_HA74 + ROUND74_MINE + ROUND74_HY98 + ROUND74_HC76 + ROUND74_HR75
          + ROUND74_HH75 + ROUND74_HB74 + ROUND74_HD74 + ROUND74_HT74 + ROUND74_HF86
          + ROUND74_HX86 + ROUND74_HY99 + ROUND74_HJ74 + ROUND74_HF87 + ROUND74_HQ74
          + ROUND74_HN77 + ROUND74_HX87 + ROUND74_HG74 + ROUND74_HR76 + ROUND74_HH76
          + ROUND74_HK74 + ROUND74_HB75 + ROUND75_HA75 + ROUND75_HL75 + ROUND75_HY100
          + ROUND75_HS30 + ROUND75_HP75 + ROUND75_MINE + ROUND75_HR77 + ROUND75_HT77
          + ROUND75_HF88 + ROUND75_HW77 + ROUND75_HC77 + ROUND75_HY101 + ROUND75_HN78
          + ROUND75_HG78 + ROUND75_HX88 + ROUND75_HR78 + ROUND75_HY102 + ROUND75_HA76
          + ROUND75_HW78 + ROUND75_HG79 + ROUND75_HY103 + ROUND76_HY104 + ROUND76_HG80
          + ROUND76_HL76 + ROUND76_HC79 + ROUND76_HW79 + ROUND76_HX89 + ROUND76_HF89
          + ROUND76_HP77 + ROUND76_HK77 + ROUND76_HT78 + ROUND76_HS31 + ROUND76_HA77
          + ROUND76_HI76 + ROUND76_HY105 + ROUND76_HC80 + ROUND76_HK78 + ROUND76_HP78
          + ROUND76_MINE + ROUND77_HH81 + ROUND77_HF90 + ROUND77_HF91 + ROUND77_HY106
          + ROUND77_HW80 + ROUND77_HC81 + ROUND77_HM80 + ROUND77_HR80 + ROUND77_MINE
          + ROUND77_HR81 + ROUND77_HK81 + ROUND77_HS33 + ROUND77_HF92 + ROUND77_HY107
          + ROUND77_HP81 + ROUND77_HQ82 + ROUND77_HQ83 + ROUND77_HQ84 + ROUND78_HY108
          + ROUND78_HY109 + ROUND78_HY110 + ROUND78_HC82 + ROUND78_HF93 + ROUND78_HF94
          + ROUND78_HR82 + ROUND78_HT1 + ROUND78_HK82 + ROUND78_HS34 + ROUND78_HF95 + ROUND78_HT2
          + ROUND78_FIXA + ROUND78_HF96 + ROUND78_HY111 + ROUND78_HK83 + ROUND78_HY112
          + ROUND79_HY113 + ROUND79_HY114 + ROUND79_HY115 + ROUND79_HY116 + ROUND79_HF97
          + ROUND79_HF98 + ROUND79_HR83 + ROUND79_HK84 + ROUND79_HT3 + ROUND79_HK85
          + ROUND79_HY117 + ROUND79_HC83
          + ROUND79_HF99
          + ROUND79_FIXB
          + ROUND79_FIXC
          + ROUND79_FIXD
          + ROUND79_MAIN
          + ROUND80_HY118
          + ROUND80_HY119
          + ROUND80_HY120
          + ROUND80_HF100
          + ROUND80_HF101
          + ROUND80_HF102
          + ROUND80_HK86
          + ROUND80_HR84
          + ROUND80_MAIN
          + ROUND80_HH83
          + ROUND80_HT4
          + ROUND80_HF103
          + ROUND80_FIXE
          + ROUND80_HF104
          + ROUND80_HK87
          + ROUND80_HK88
          + ROUND80_FIXF
          + ROUND80_FIXG
          + ROUND80_FIXH
          + ROUND80_FIXI
          + ROUND80_FIXJ
          + ROUND81_HY121
          + ROUND81_HY122
          + ROUND81_HY123
          + ROUND81_HF105
          + ROUND81_HF106
          + ROUND81_HF107
          + ROUND81_HK89
          + ROUND81_HK90
          + ROUND81_MAIN
          + ROUND81_HY124
          + ROUND81_HF108
          + ROUND81_HF109
          + ROUND81_HK91
          + ROUND81_HT5
          + ROUND81_FIXK
          + ROUND81_FIXL
          + ROUND81_FIXM
          + ROUND81_FIXN
          + ROUND82_HY125
          + ROUND82_HY126
          + ROUND82_HY127
          + ROUND82_HY128
          + ROUND82_HF110
          + ROUND82_HF111
          + ROUND82_HF112
          + ROUND82_HK92
          + ROUND82_HK93
          + ROUND82_HT6
          + ROUND82_HY129
          + ROUND82_HF113
          + ROUND82_HK94
          + ROUND82_HF114
          + ROUND82_HY130
          + ROUND82_HY131
          + ROUND82_MAIN)
"""Every planted bug, in the order the tool runs them."""
